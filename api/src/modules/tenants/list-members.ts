import { idParamsSchema, pageEnvelope, teamMemberListQuerySchema, teamMemberSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTeamMember } from '../../presenters/present-team-member.ts';
import { findVisibleTenant } from './find-tenant.ts';
import { activeOwnerIds } from './team-members.ts';

/**
 * GET /v1/tenants/:id/members: the team's members of every status with their role, in the order they
 * joined; `q` over username, email and name, each with what the caller may do to them (`abilities`). Any
 * ACTIVE member may list them (the members screen).
 */
export const listMembers = defineRoute({
  method: 'get',
  path: '/tenants/:id/members',
  summary: "List a tenant's members",
  tags: ['Tenants'],
  before: [authenticate()],
  request: { params: idParamsSchema, query: teamMemberListQuerySchema },
  responses: { 200: pageEnvelope(teamMemberSchema) },
  errors: [401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { q, ...page } = ctx.state.input.query;
    const actor = await actorOf(ctx, trx);
    const tenant = await findVisibleTenant(trx, actor, ctx.state.input.params.id);
    authorize(tenantPolicy.viewMembers(actor, tenant));
    let query = TenantMember.query(trx)
      .where('tenant_members.tenantId', tenant.id)
      .withGraphJoined('user.profile')
      .whereNull('user.deletedAt')
      .orderBy([{ column: 'tenant_members.createdAt' }, { column: 'tenant_members.userId' }]);
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((scope) =>
        scope
          .whereILike('user.username', pattern)
          .orWhereILike('user.email', pattern)
          .orWhereILike('user:profile.firstName', pattern)
          .orWhereILike('user:profile.lastName', pattern),
      );
    }
    const ownerIds = await activeOwnerIds(trx, tenant.id);
    return presentPage(await paginate(query, page), (member) => presentTeamMember(member, actor, ownerIds));
  },
});
