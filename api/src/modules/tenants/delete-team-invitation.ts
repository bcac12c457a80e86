import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { TeamInvitation } from '../../models/team-invitation.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { loadOpenInvitation } from './find-team-invitation.ts';

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
  access: {
    load: (ctx, db) => loadOpenInvitation(ctx, db, ctx.state.input.params.id),
    allow: ({ actor, tenant, invitation }) => tenantPolicy.invite(actor, tenant, invitation.role),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, invitation } = ctx.state.loaded;
    await TeamInvitation.forTenant(tenant.id, trx).findById(invitation.id).delete();
  },
});
