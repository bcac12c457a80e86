import { dataEnvelope, idParamsSchema, teamInvitationSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { notifyTeamInvitation } from '../../notifications/notify.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTeamInvitation } from '../../presenters/present-team-invitation.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { findOpenInvitation } from './find-team-invitation.ts';

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
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const invitation = await findOpenInvitation(trx, tenant.id, ctx.state.input.params.id);
    const actor = await actorOf(ctx, trx);
    authorize(tenantPolicy.invite(actor, tenant, invitation.role));
    const reset = await invitation
      .$query(trx)
      .patchAndFetch({ tokenHash: null, sentAt: null, expiresAt: null, inviterId: actor.user.id });
    await notifyTeamInvitation(trx, tenant.id, invitation.id);
    return present(reset, presentTeamInvitation);
  },
});
