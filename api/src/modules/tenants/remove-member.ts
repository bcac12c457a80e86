import { teamMemberParamsSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { replaceDefaultTeam } from './default-team.ts';
import { findVisibleTenant } from './find-tenant.ts';
import { findTeamMember, keepAnOwner, lockTeam } from './team-members.ts';

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
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { params } = ctx.state.input;
    const tenant = await findVisibleTenant(trx, await actorOf(ctx, trx), params.id);
    const actor = await lockTeam(ctx, trx, tenant.id);
    const member = await findTeamMember(trx, tenant.id, params.userId);
    authorize(tenantPolicy.removeMember(actor, tenant, member));
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
