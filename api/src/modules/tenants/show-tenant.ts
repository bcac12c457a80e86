import { dataEnvelope, idParamsSchema, tenantSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentTenant } from '../../presenters/present-tenant.ts';
import { findVisibleTenant } from './find-tenant.ts';

/** GET /v1/tenants/:id: a team the caller is an ACTIVE member of (any for a super-admin), with their abilities. */
export const showTenant = defineRoute({
  method: 'get',
  path: '/tenants/:id',
  summary: 'Show a tenant',
  tags: ['Tenants'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(tenantSchema) },
  errors: [401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    const tenant = await findVisibleTenant(trx, actor, ctx.state.input.params.id);
    return present(tenant, (shown) => presentTenant(shown, actor));
  },
});
