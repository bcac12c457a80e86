import type { Knex } from 'knex';
import type { RouteContext, RouteInput } from '../../http/app-context.ts';
import type { RouteAccess } from '../../http/define-route.ts';
import type { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { tenantOf } from '../../tenancy/current-tenant.ts';
import { findSchedule } from './find-schedule.ts';

/** The schedule a route names (:id), with its summaries, and who asks. */
export interface LoadedSchedule {
  actor: Actor;
  schedule: WorkshopSchedule;
}

/** Input of a route under /workshop-schedules/:id. */
type ScheduleInput = RouteInput<{ id: string }, unknown, unknown>;

/** Finds the schedule of the path in the request's tenant (404 otherwise; `deleted`: among deleted ones). */
const loadSchedule =
  (options: { deleted?: boolean }) =>
  async (ctx: RouteContext<ScheduleInput, boolean>, db: Knex): Promise<LoadedSchedule> => ({
    actor: await actorOf(ctx, db),
    schedule: await findSchedule(db, tenantOf(ctx).id, ctx.state.input.params.id, options),
  });

/** The access step of a route that reads a schedule: any member of its team. */
export const readsSchedule = (): RouteAccess<ScheduleInput, LoadedSchedule> => ({
  load: loadSchedule({}),
  allow: ({ actor, schedule }) => cataloguePolicy.view(actor, schedule.tenantId),
});

/**
 * The access step of a route that changes, deletes or restores a schedule: its coach or a super-admin
 * (cataloguePolicy.manage).
 */
export const managesSchedule = (
  options: { deleted?: boolean } = {},
): RouteAccess<ScheduleInput, LoadedSchedule> => ({
  load: loadSchedule(options),
  allow: ({ actor, schedule }) => cataloguePolicy.manage(actor, schedule.tenantId, schedule.coachId),
});
