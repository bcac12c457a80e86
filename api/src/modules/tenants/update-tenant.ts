import { dataEnvelope, idParamsSchema, tenantSchema, updateTenantSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Tenant } from '../../models/tenant.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTenant, tenantFields } from '../../presenters/present-tenant.ts';
import { renameTenantSlug } from './default-team.ts';
import { loadVisibleTenant } from './find-tenant.ts';

/**
 * PATCH (and PUT) /v1/tenants/:id: a partial update by the team's owners and admins (or a super-admin).
 * A field the caller may not change (the plan, unless a super-admin) is a 403 naming it, before anything
 * is written; a field sent with the value it already has is no change and passes. A new slug carries
 * every reference to the old one with it, in the same transaction.
 */
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
    access: {
      load: (ctx, db) => loadVisibleTenant(ctx, db, ctx.state.input.params.id),
      allow: ({ actor, tenant }) => tenantPolicy.update(actor, tenant),
      because: () => 'Only the owners and admins of a team may change it.',
    },
    handler: async (ctx) => {
      const { trx } = ctx.state;
      const { actor, tenant } = ctx.state.loaded;
      // Which fields the caller may change depends on what they send, so it is checked on the body.
      const changes = ctx.state.input.body;
      for (const [field, value] of Object.entries(changes)) {
        const unchanged = tenant[field as keyof typeof changes] === value;
        if (!unchanged) authorize(tenantPolicy.changeField(actor, field), `You may not change the ${field}.`);
      }
      const updated = await Tenant.query(trx).patchAndFetchById(tenant.id, changes);
      if (updated.slug !== tenant.slug) await renameTenantSlug(trx, tenant.slug, updated.slug);
      await recordAudit(trx, ctx, {
        action: 'tenant.update',
        subjectKind: 'tenant',
        subjectId: tenant.id,
        before: tenantFields(tenant),
        after: tenantFields(updated),
      });
      return present(updated, (shown) => presentTenant(shown, actor));
    },
  });

export const updateTenant = updateTenantRoute('patch');
export const replaceTenant = updateTenantRoute('put');
