import type { Knex } from 'knex';
import { ROLE_NAMES } from '../../contract/index.ts';
import { forbidden, validationFailed } from '../../errors.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';
import type { Actor } from '../../policies/actor.ts';

/** Message of a workshop whose capacity is below its minimum. */
export const MAX_SEATS_MESSAGE = 'Max seats must be at least min seats.';

/** Message of a coachId that names no coach of the tenant. */
export const NOT_A_COACH_MESSAGE = 'The selected coach is not a coach of this team.';

/**
 * maxSeats >= minSeats, checked here (on the merged record of an update) so the client gets the message on
 * maxSeats rather than the check constraint's generic one.
 */
export function assertSeats(minSeats: number, maxSeats: number): void {
  if (maxSeats < minSeats) throw validationFailed({ maxSeats: [MAX_SEATS_MESSAGE] });
}

/**
 * Who a workshop is for: a coach creates and keeps workshops for themself only (403 otherwise, since
 * cataloguePolicy lets a coach manage only their own); a super-admin may give one to another user, who
 * must then be an ACTIVE member of the tenant with the coach role (422 on coachId).
 */
export async function assertCoachChoice(
  trx: Knex,
  actor: Actor,
  tenantId: string,
  coachId: string,
): Promise<void> {
  if (coachId === actor.user.id) return;
  if (!actor.superAdmin) throw forbidden();
  const membership = await TenantMember.query(trx).findOne({ tenantId, userId: coachId, status: 'ACTIVE' });
  const coach = membership && (await User.query(trx).findById(coachId).withGraphFetched('roles'));
  if (!coach?.roleNames().includes(ROLE_NAMES.coach)) {
    throw validationFailed({ coachId: [NOT_A_COACH_MESSAGE] });
  }
}
