import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { TeamInvitation } from '../../models/team-invitation.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { findOpenInvitation } from './find-team-invitation.ts';

/** DELETE /v1/t/invitations/:id: cancels an open invitation; its link then says it is not valid. */
export const deleteTeamInvitation = defineRoute({
  method: 'delete',
  path: '/t/invitations/:id',
  summary: 'Cancel a team invitation',
  tags: ['Team invitations'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const invitation = await findOpenInvitation(trx, tenant.id, ctx.state.input.params.id);
    authorize(tenantPolicy.invite(await actorOf(ctx, trx), tenant, invitation.role));
    await TeamInvitation.forTenant(tenant.id, trx).findById(invitation.id).delete();
  },
});
