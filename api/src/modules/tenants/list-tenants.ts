import { pageEnvelope, tenantListQuerySchema, tenantSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Tenant } from '../../models/tenant.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentTenant } from '../../presenters/present-tenant.ts';

/** GET /v1/tenants: the caller's teams (a super-admin: every team), by name, `q` over name and slug. */
export const listTenants = defineRoute({
  method: 'get',
  path: '/tenants',
  summary: 'List tenants',
  tags: ['Tenants'],
  before: [authenticate()],
  request: { query: tenantListQuerySchema },
  responses: { 200: pageEnvelope(tenantSchema) },
  errors: [401],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { q, ...page } = ctx.state.input.query;
    const actor = await actorOf(ctx, trx);
    let query = Tenant.query(trx).orderBy([{ column: 'name' }, { column: 'id' }]);
    if (!actor.superAdmin) query = query.whereIn('id', [...actor.activeTenantIds]);
    if (q) {
      const pattern = containsPattern(q);
      query = query.where((scope) => scope.whereILike('name', pattern).orWhereILike('slug', pattern));
    }
    return presentPage(await paginate(query, page), (tenant) => presentTenant(tenant, actor));
  },
});
