import { idParamsSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Tenant } from '../../models/tenant.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { tenantFields } from '../../presenters/present-tenant.ts';
import { loadVisibleTenant } from './find-tenant.ts';

/** DELETE /v1/tenants/:id: soft delete by an administrator. */
export const deleteTenant = defineRoute({
  method: 'delete',
  path: '/tenants/:id',
  summary: 'Delete a tenant (soft)',
  tags: ['Tenants'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadVisibleTenant(ctx, db, ctx.state.input.params.id),
    allow: ({ actor }) => tenantPolicy.delete(actor),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant } = ctx.state.loaded;
    await Tenant.query(trx).findById(tenant.id).softDelete();
    await recordAudit(trx, ctx, {
      action: 'tenant.delete',
      subjectKind: 'tenant',
      subjectId: tenant.id,
      before: tenantFields(tenant),
    });
  },
});
