import { dataEnvelope, idParamsSchema, tenantSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Tenant } from '../../models/tenant.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { tenantPolicy } from '../../policies/tenant-policy.ts';
import { presentTenant, tenantFields } from '../../presenters/present-tenant.ts';
import { findVisibleTenant } from './find-tenant.ts';

/** POST /v1/tenants/:id/restore: brings a deleted tenant back (administrators). */
export const restoreTenant = defineRoute({
  method: 'post',
  path: '/tenants/:id/restore',
  summary: 'Restore a deleted tenant',
  tags: ['Tenants'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(tenantSchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    authorize(tenantPolicy.restore(actor));
    const tenant = await findVisibleTenant(trx, actor, ctx.state.input.params.id, { deleted: true });
    await Tenant.query(trx).findById(tenant.id).restore();
    const restored = await Tenant.query(trx).findById(tenant.id).throwIfNotFound();
    await recordAudit(trx, ctx, {
      action: 'tenant.restore',
      subjectKind: 'tenant',
      subjectId: tenant.id,
      before: tenantFields(tenant),
      after: tenantFields(restored),
    });
    return present(restored, (shown) => presentTenant(shown, actor));
  },
});
