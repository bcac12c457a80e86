import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { AnyQueryBuilder, Model } from 'objection';
import { ROLE_NAMES, SCHEDULE_END_BEFORE_START } from '../../contract/index.ts';
import type { AppQueryBuilder } from '../../db/query-builder.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import type { Actor } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { resolveTenant } from '../../tenancy/current-tenant.ts';

/** Message of a workshopId that names no live workshop of the tenant. */
export const INVALID_WORKSHOP_MESSAGE = 'The selected workshop is invalid.';

/** Message of a coachId that names no coach of the tenant. */
export const NOT_A_COACH_MESSAGE = 'The selected coach is not a coach of this team.';

/** The relations every schedule answer embeds (SPEC.md §3 workshop {id, title}, coach {id, username}). */
export const SCHEDULE_GRAPH = '[workshop(withDeleted), coach(withDeleted)]';

/**
 * Modifiers of SCHEDULE_GRAPH: a schedule still names its workshop and coach after either was soft
 * deleted, so the summaries are read among deleted rows too.
 */
export const scheduleGraphModifiers = {
  // Objection types a modifier's builder as its base QueryBuilder; every model's is an AppQueryBuilder.
  withDeleted: (builder: AnyQueryBuilder) => (builder as unknown as AppQueryBuilder<Model>).withDeleted(),
};

/**
 * The schedule a route names, within the request's tenant, with its summaries: 404 when the tenant has
 * none by that id (another tenant's schedule is as unknown as a missing one). `deleted`: among the
 * soft-deleted ones (restore).
 */
export async function findSchedule(
  trx: Knex,
  tenantId: string,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<WorkshopSchedule> {
  const query = WorkshopSchedule.forTenant(tenantId, trx)
    .findById(id)
    .withGraphFetched(SCHEDULE_GRAPH)
    .modifiers(scheduleGraphModifiers);
  const schedule = await (options.deleted ? query.onlyDeleted() : query);
  if (!schedule) throw notFound();
  return schedule;
}

/** end > start, checked here (on the merged record of an update) so the message lands on endDate. */
export function assertDates(startDate: Date, endDate: Date): void {
  if (endDate.getTime() <= startDate.getTime()) {
    throw validationFailed({ endDate: [SCHEDULE_END_BEFORE_START] });
  }
}

/**
 * The workshop a schedule is of: a live workshop of the tenant (422 on workshopId otherwise), and, for
 * anyone but a super-admin, one of the actor's own (403), since a coach plans only their own workshops.
 */
export async function assertWorkshopChoice(
  trx: Knex,
  actor: Actor,
  tenantId: string,
  workshopId: string,
): Promise<void> {
  const workshop = await Workshop.forTenant(tenantId, trx).findById(workshopId);
  if (!workshop) throw validationFailed({ workshopId: [INVALID_WORKSHOP_MESSAGE] });
  authorize(cataloguePolicy.manage(actor, tenantId, workshop.coachId));
}

/**
 * Who runs a schedule: a coach plans for themself only (403 through cataloguePolicy.manage); a
 * super-admin may name another user, who must then be an ACTIVE member of the tenant with the coach role
 * (422 on coachId).
 */
export async function assertCoachChoice(
  trx: Knex,
  actor: Actor,
  tenantId: string,
  coachId: string,
): Promise<void> {
  authorize(cataloguePolicy.manage(actor, tenantId, coachId));
  if (coachId === actor.user.id) return;
  const membership = await TenantMember.query(trx).findOne({ tenantId, userId: coachId, status: 'ACTIVE' });
  const coach = membership && (await User.query(trx).findById(coachId).withGraphFetched('roles'));
  if (!coach?.roleNames().includes(ROLE_NAMES.coach)) {
    throw validationFailed({ coachId: [NOT_A_COACH_MESSAGE] });
  }
}

/** Fails with 403 unless the actor may change the schedule (its coach, or a super-admin). */
export function assertManages(actor: Actor, schedule: WorkshopSchedule): void {
  authorize(cataloguePolicy.manage(actor, schedule.tenantId, schedule.coachId));
}

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
