import type { Knex } from 'knex';
import type { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/** A live schedule with its live workshop, as booking and quoting read them. */
export interface ScheduleWithWorkshop {
  schedule: WorkshopSchedule;
  workshop: Workshop;
}

/**
 * The schedule `id` of any team (the marketplace crosses teams) with its workshop, in one query: its
 * counters and its workshop's capacity are what the cheap no of a full schedule reads. Undefined when
 * either is missing or deleted, or its team is suspended.
 */
export async function findScheduleWithWorkshop(
  knex: Knex,
  id: string,
): Promise<ScheduleWithWorkshop | undefined> {
  const [schedule] = await WorkshopSchedule.acrossTenants(knex)
    .where('workshop_schedules.id', id)
    .whereNotExists(
      knex('tenants').whereRaw(
        'tenants.id = workshop_schedules.tenant_id and tenants.suspended_at is not null',
      ),
    )
    .withGraphJoined('workshop');
  const workshop = schedule?.workshop;
  // A joined relation is not scoped as a query of its own is: its tenant and deletion are checked here.
  if (!schedule || !workshop || workshop.deletedAt !== null || workshop.tenantId !== schedule.tenantId)
    return undefined;
  return { schedule, workshop };
}
