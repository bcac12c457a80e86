import { ROLE_NAMES } from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { User } from '../models/user.ts';
import type { Actor } from '../policies/actor.ts';
import { authorize } from '../policies/authorize.ts';
import { cataloguePolicy } from '../policies/catalogue-policy.ts';

/** Message of a coachId that names no coach of the tenant. */
const NOT_A_COACH_MESSAGE = 'The selected coach is not a coach of this team.';

/**
 * Who a workshop or a schedule is for: a coach creates and plans for themself only (403 through
 * cataloguePolicy.manage); a super-admin may name another user, who must then be an ACTIVE member of the
 * tenant with the coach role (422 on coachId).
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
