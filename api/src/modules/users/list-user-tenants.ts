import { idParamsSchema, memberTenantSchema, pageEnvelope, paginationQuerySchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { userPolicy } from '../../policies/user-policy.ts';
import { presentTenant } from '../../presenters/present-tenant.ts';
import { loadUser, mayView } from './find-user.ts';

/**
 * GET /v1/users/:id/tenants: the teams of a user with their member status and team role (the team switcher),
 * each with what the caller may do with it.
 */
export const listUserTenants = defineRoute({
  method: 'get',
  path: '/users/:id/tenants',
  summary: "List a user's tenants",
  tags: ['Users'],
  before: [authenticate()],
  request: { params: idParamsSchema, query: paginationQuerySchema },
  responses: { 200: pageEnvelope(memberTenantSchema) },
  errors: [401, 403, 404],
  transaction: true,
  access: {
    load: (ctx, db) => loadUser(ctx, db, ctx.state.input.params.id),
    allow: (loaded) => mayView(loaded) && userPolicy.viewTenants(loaded.actor, loaded.user),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { user, actor } = ctx.state.loaded;
    const memberships = TenantMember.query(trx)
      .where('tenant_members.userId', user.id)
      .withGraphJoined('tenant')
      .whereNull('tenant.deletedAt')
      .orderBy('tenant.name');
    const page = await paginate(memberships, ctx.state.input.query);
    return presentPage(page, (membership) => ({
      ...presentTenant(membership.tenant as NonNullable<typeof membership.tenant>, actor),
      memberStatus: membership.status,
      memberRole: membership.role,
    }));
  },
});
