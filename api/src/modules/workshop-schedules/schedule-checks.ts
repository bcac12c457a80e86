import type { Knex } from 'knex';
import { ROLE_NAMES, SCHEDULE_END_BEFORE_START } from '../../contract/index.ts';
import { validationFailed } from '../../errors.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';
import type { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import type { Actor } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';

/** Message of a workshopId that names no live workshop of the tenant. */
export const INVALID_WORKSHOP_MESSAGE = 'The selected workshop is invalid.';

/** Message of a coachId that names no coach of the tenant. */
export const NOT_A_COACH_MESSAGE = 'The selected coach is not a coach of this team.';

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
