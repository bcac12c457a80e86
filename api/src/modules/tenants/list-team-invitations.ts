import { pageEnvelope, paginationQuerySchema, teamInvitationSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { TeamInvitation } from '../../models/team-invitation.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTeamInvitation } from '../../presenters/present-team-invitation.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';

/** GET /v1/t/invitations: the current team's invitations not yet accepted (expired ones too), newest first. */
export const listTeamInvitations = defineRoute({
  method: 'get',
  path: '/t/invitations',
  summary: 'List open invitations of the current tenant',
  tags: ['Team invitations'],
  before: [authenticate(), currentTenant()],
  request: { query: paginationQuerySchema },
  responses: { 200: pageEnvelope(teamInvitationSchema) },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    authorize(tenantPolicy.viewInvitations(await actorOf(ctx, trx), tenant));
    const query = TeamInvitation.forTenant(tenant.id, trx)
      .whereNull('acceptedAt')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return presentPage(await paginate(query, ctx.state.input.query), presentTeamInvitation);
  },
});
