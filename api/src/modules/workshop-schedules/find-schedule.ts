import type { Knex } from 'knex';
import { SCHEDULE_GRAPH, scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

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
