import { dataEnvelope, idParamsSchema, teamInvitationSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { notifyTeamInvitation } from '../../notifications/notify.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTeamInvitation } from '../../presenters/present-team-invitation.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { loadOpenInvitation } from './find-team-invitation.ts';

/**
 * POST /v1/t/invitations/:id/resend: mails the invitation again with a fresh token and expiry; the earlier
 * link stops working at once (an expired invitation comes back to life this way).
 */
export const resendTeamInvitation = defineRoute({
  method: 'post',
  path: '/t/invitations/:id/resend',
  summary: 'Send a team invitation again',
  tags: ['Team invitations'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(teamInvitationSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadOpenInvitation(ctx, db, ctx.state.input.params.id),
    allow: ({ actor, tenant, invitation }) => tenantPolicy.invite(actor, tenant, invitation.role),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { actor, tenant, invitation } = ctx.state.loaded;
    const reset = await invitation
      .$query(trx)
      .patchAndFetch({ tokenHash: null, sentAt: null, expiresAt: null, inviterId: actor.user.id });
    await notifyTeamInvitation(trx, tenant.id, invitation.id);
    return present(reset, presentTeamInvitation);
  },
});
