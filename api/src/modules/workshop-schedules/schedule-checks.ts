import { SCHEDULE_END_BEFORE_START } from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../../errors.ts';
import { Workshop } from '../../models/workshop.ts';
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

/** The workshop a schedule is to be of: a live workshop of the tenant (422 on workshopId otherwise). */
export async function findWorkshopChoice(trx: Knex, tenantId: string, workshopId: string): Promise<Workshop> {
  const workshop = await Workshop.forTenant(tenantId, trx).findById(workshopId);
  if (!workshop) throw validationFailed({ workshopId: [INVALID_WORKSHOP_MESSAGE] });
  return workshop;
}

/**
 * The workshop a schedule is moved to (findWorkshopChoice), and, for anyone but a super-admin, one of
 * the actor's own (403), since a coach plans only their own workshops.
 */
export async function assertWorkshopChoice(
  trx: Knex,
  actor: Actor,
  tenantId: string,
  workshopId: string,
): Promise<Workshop> {
  const workshop = await findWorkshopChoice(trx, tenantId, workshopId);
  authorize(cataloguePolicy.manage(actor, tenantId, workshop.coachId));
  return workshop;
}
