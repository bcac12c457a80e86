import { TEAM_INVITATION_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import { hashSecret } from '../../auth/secrets.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { TeamInvitation } from '../../models/team-invitation.ts';

/** An open invitation of the team by id (the managers' routes): 404 when there is none or it was accepted. */
export async function findOpenInvitation(trx: Knex, tenantId: string, id: string): Promise<TeamInvitation> {
  const invitation = await TeamInvitation.forTenant(tenantId, trx).findById(id).whereNull('acceptedAt');
  if (!invitation) throw notFound();
  return invitation;
}

/**
 * The invitation a mailed token is (only hashes are stored), with its team and inviter. `field` names where
 * a bad token is reported: the show route has none (404); accepting says it on invitation_token (422).
 */
export async function findInvitationByToken(
  trx: Knex,
  token: string,
  field?: string,
): Promise<TeamInvitation> {
  const invitation = await TeamInvitation.acrossTenants(trx)
    .findOne({ tokenHash: hashSecret(token) })
    .withGraphFetched('[tenant, inviter]');
  if (!invitation?.tenant) {
    throw field ? validationFailed({ [field]: [TEAM_INVITATION_MESSAGES.invalid] }) : notFound();
  }
  return invitation;
}
