import type { Knex } from 'knex';
import { SCHEDULE_GRAPH, scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import type { Config } from '../../config.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { giveMeetingRooms } from '../../workshops/meeting-links.ts';

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
  return WorkshopSchedule.forTenant(tenantId, trx)
    .findById(id)
    .withGraphFetched(SCHEDULE_GRAPH)
    .modifiers(scheduleGraphModifiers)
    .onlyDeletedIf(options.deleted)
    .throwIfNotFound();
}

/**
 * findSchedule for an answer to its coach's area: the meeting rooms its online sessions lack are made
 * first (workshops/meeting-links.ts), so the coach reads each session's link.
 */
export async function findScheduleToShow(
  ctx: { config: Pick<Config, 'jitsiBaseUrl'> },
  trx: Knex,
  tenantId: string,
  id: string,
): Promise<WorkshopSchedule> {
  const schedule = await findSchedule(trx, tenantId, id);
  await giveMeetingRooms(trx, ctx.config, [schedule]);
  return schedule;
}
