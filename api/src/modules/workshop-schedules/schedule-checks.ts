import { SCHEDULE_END_BEFORE_START } from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../../errors.ts';
import { Workshop } from '../../models/workshop.ts';
import type { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import type { Actor } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';

/** Message of a workshopId that names no live workshop of the tenant. */
export const INVALID_WORKSHOP_MESSAGE = 'The selected workshop is invalid.';

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
): Promise<Workshop> {
  const workshop = await Workshop.forTenant(tenantId, trx).findById(workshopId);
  if (!workshop) throw validationFailed({ workshopId: [INVALID_WORKSHOP_MESSAGE] });
  authorize(cataloguePolicy.manage(actor, tenantId, workshop.coachId));
  return workshop;
}

/** Fails with 403 unless the actor may change the schedule (its coach, or a super-admin). */
export function assertManages(actor: Actor, schedule: WorkshopSchedule): void {
  authorize(cataloguePolicy.manage(actor, schedule.tenantId, schedule.coachId));
}
