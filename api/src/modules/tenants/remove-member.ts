import { teamMemberParamsSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { replaceDefaultTeam } from './default-team.ts';
import { keepAnOwner, loadTeamMember } from './team-members.ts';

/**
 * DELETE /v1/tenants/:id/members/:userId: removes a member (owners and admins; an owner only by an owner),
 * or the caller leaves (their own id). The last ACTIVE owner stays (422). Their default team moves on.
 */
export const removeMember = defineRoute({
  method: 'delete',
  path: '/tenants/:id/members/:userId',
  summary: 'Remove a tenant member, or leave the tenant',
  tags: ['Tenants'],
  before: [authenticate()],
  request: { params: teamMemberParamsSchema },
  responses: { 204: null },
  errors: [401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadTeamMember(ctx, db, ctx.state.input.params),
    allow: ({ actor, tenant, member }) => tenantPolicy.removeMember(actor, tenant, member),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, member } = ctx.state.loaded;
    await keepAnOwner(trx, member, null, 'userId');
    await TenantMember.query(trx).findById([tenant.id, member.userId]).delete();
    await replaceDefaultTeam(trx, member.userId, tenant.slug);
    await recordAudit(trx, ctx, {
      action: 'tenant.member-remove',
      subjectKind: 'tenant',
      subjectId: tenant.id,
      before: { userId: member.userId, role: member.role, status: member.status },
    });
  },
});
