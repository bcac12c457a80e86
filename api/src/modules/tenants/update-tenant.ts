import { authenticate } from '../../auth/authenticate.ts';
import { dataEnvelope, idParamsSchema, tenantSchema, updateTenantSchema } from '../../contract/index.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Tenant } from '../../models/tenant.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTenant } from '../../presenters/present-tenant.ts';
import { findVisibleTenant } from './find-tenant.ts';

/** PATCH (and PUT) /v1/tenants/:id: a partial update by a member or an administrator. */
const updateTenantRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/tenants/:id',
    summary: 'Update a tenant (partial)',
    tags: ['Tenants'],
    before: [authenticate()],
    request: { params: idParamsSchema, body: updateTenantSchema },
    responses: { 200: dataEnvelope(tenantSchema) },
    errors: [401, 403, 404, 419],
    transaction: true,
    handler: async (ctx) => {
      const { trx } = ctx.state;
      const actor = await actorOf(ctx, trx);
      const tenant = await findVisibleTenant(trx, actor, ctx.state.input.params.id);
      authorize(tenantPolicy.update(actor, tenant));
      return present(
        await Tenant.query(trx).patchAndFetchById(tenant.id, ctx.state.input.body),
        presentTenant,
      );
    },
  });

export const updateTenant = updateTenantRoute('patch');
export const replaceTenant = updateTenantRoute('put');
