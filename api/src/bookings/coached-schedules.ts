import type { Knex } from 'knex';
import type { Context } from 'koa';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { Actor } from '../policies/actor.ts';
import { authorize } from '../policies/authorize.ts';
import { cataloguePolicy } from '../policies/catalogue-policy.ts';
import { resolveTenant } from '../tenancy/current-tenant.ts';

/**
 * The `view=team` scope of what is kept per schedule (bookings, feedbacks): the X-Team team, for a coach
 * of it (403 otherwise), and the schedules there the actor runs, as a subquery of ids (undefined for a
 * super-admin, who sees all of them).
 */
export async function coachedSchedules(
  ctx: Context,
  trx: Knex,
  actor: Actor,
): Promise<{ tenantId: string; scheduleIds: Knex.QueryBuilder | undefined }> {
  const tenant = await resolveTenant(ctx, trx);
  authorize(cataloguePolicy.create(actor, tenant.id));
  if (actor.superAdmin) return { tenantId: tenant.id, scheduleIds: undefined };
  const scheduleIds = WorkshopSchedule.forTenant(tenant.id, trx)
    .withDeleted()
    .where('coachId', actor.user.id)
    .select('id');
  return { tenantId: tenant.id, scheduleIds: scheduleIds as unknown as Knex.QueryBuilder };
}
