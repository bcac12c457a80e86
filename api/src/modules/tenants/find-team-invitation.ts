import { TEAM_INVITATION_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { hashSecret } from '../../auth/secrets.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { TeamInvitation } from '../../models/team-invitation.ts';
import { actorOf } from '../../policies/actor.ts';
import { tenantOf } from '../../tenancy/current-tenant.ts';

/**
 * An open invitation of the current team by id, as the managers' routes' access step loads it, with the
 * team and the caller: 404 when there is none or it was accepted.
 */
export async function loadOpenInvitation(ctx: Context, trx: Knex, id: string) {
  const tenant = tenantOf(ctx);
  const invitation = await TeamInvitation.forTenant(tenant.id, trx).findById(id).whereNull('acceptedAt');
  if (!invitation) throw notFound();
  return { tenant, invitation, actor: await actorOf(ctx, trx) };
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
