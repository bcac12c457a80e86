import {
  acceptTeamInvitationSchema,
  dataEnvelope,
  TEAM_INVITATION_MESSAGES,
  teamInvitationAcceptedSchema,
  teamInvitationLinkSchema,
  teamInvitationParamsSchema,
} from '@exceed/contract';
import { optionalAuthentication } from '../../auth/authenticate.ts';
import { acceptAsInvitee } from '../../auth/invitation-acceptance.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Tenant } from '../../models/tenant.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';
import { presentTeamInvitationLink } from '../../presenters/present-team-invitation.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';
import { findInvitationByToken } from './find-team-invitation.ts';

const TOKEN_FIELD = 'invitation_token';

/** GET /v1/team-invitations/{token}: what the mailed link offers, to whoever holds it (the token is the key). */
export const showTeamInvitationLink = defineRoute({
  method: 'get',
  path: '/team-invitations/:token',
  summary: 'Show a team invitation',
  tags: ['Team invitations'],
  request: { params: teamInvitationParamsSchema },
  responses: { 200: dataEnvelope(teamInvitationLinkSchema) },
  errors: [404, 429],
  guards: [rateLimit(...signInLimits)],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    return present(await findInvitationByToken(trx, ctx.state.input.params.token), presentTeamInvitationLink);
  },
});

/**
 * POST /v1/team-invitations/accept: the invited person joins the team as an ACTIVE member with the
 * invitation's role. Signed in, that is the current account, whose email must be the invited one (422).
 * Signed out, an address without an account is signed up (the mailed token proves the mailbox) and signed
 * in; an address with one must sign in first (401), as a week-long link must not be a sign-in link. Joining
 * a team one is already in is a 422; so are an expired and an accepted invitation.
 */
export const acceptTeamInvitation = defineRoute({
  method: 'post',
  path: '/team-invitations/accept',
  summary: 'Accept a team invitation (signing the person up when they have no account)',
  tags: ['Team invitations'],
  before: [optionalAuthentication()],
  request: { body: acceptTeamInvitationSchema },
  responses: { 200: teamInvitationAcceptedSchema },
  errors: [401, 419, 429],
  guards: [rateLimit(...signInLimits)],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { invitation_token: token, firstName, lastName, tokenMode } = ctx.state.input.body;
    const found = await findInvitationByToken(trx, token, TOKEN_FIELD);
    // The team's lock first, as every change of members takes it; then the invitation as it now stands.
    await Tenant.query(trx).findById(found.tenantId).forUpdate();
    const invitation = await found.$query(trx).withGraphFetched('[tenant, inviter]').forUpdate();
    const status = invitation.currentStatus();
    if (status !== 'PENDING') {
      throw validationFailed({
        [TOKEN_FIELD]: [TEAM_INVITATION_MESSAGES[status === 'EXPIRED' ? 'expired' : 'accepted']],
      });
    }
    const invitee = {
      email: invitation.email,
      isFor: (user: { email: string }) => user.email.toLowerCase() === invitation.email,
      otherAccount: { field: TOKEN_FIELD, message: TEAM_INVITATION_MESSAGES.otherEmail },
    };
    return acceptAsInvitee(ctx, trx, invitee, { firstName, lastName, tokenMode }, async (userId) => {
      const membership = await TenantMember.query(trx).findById([invitation.tenantId, userId]);
      if (membership && membership.status !== 'PENDING') {
        throw validationFailed({ [TOKEN_FIELD]: [TEAM_INVITATION_MESSAGES.joined] });
      }
      const joined = { status: 'ACTIVE' as const, role: invitation.role };
      if (membership) await TenantMember.query(trx).findById([invitation.tenantId, userId]).patch(joined);
      else await TenantMember.query(trx).insert({ tenantId: invitation.tenantId, userId, ...joined });
      await invitation.$query(trx).patch({ acceptedAt: new Date(), acceptedBy: userId });
      await User.query(trx).findById(userId).whereNull('defaultTenantSlug').patch({
        defaultTenantSlug: invitation.tenant?.slug,
      });
      return { team: presentTeamInvitationLink(invitation).team, role: invitation.role };
    });
  },
});
