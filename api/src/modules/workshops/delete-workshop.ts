import { dataEnvelope, idParamsSchema, workshopSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Workshop } from '../../models/workshop.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshop } from '../../presenters/present-workshop.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { findWorkshop } from './find-workshop.ts';

/** DELETE /v1/workshops/:id: soft delete by the workshop's coach or a super-admin. */
export const deleteWorkshop = defineRoute({
  method: 'delete',
  path: '/workshops/:id',
  summary: 'Delete a workshop (soft)',
  tags: ['Workshops'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenantId = tenantOf(ctx).id;
    const workshop = await findWorkshop(trx, tenantId, ctx.state.input.params.id);
    authorize(cataloguePolicy.manage(await actorOf(ctx, trx), tenantId, workshop.coachId));
    await Workshop.forTenant(tenantId, trx).findById(workshop.id).softDelete();
  },
});

/** POST /v1/workshops/:id/restore: brings a deleted workshop back (its coach or a super-admin). */
export const restoreWorkshop = defineRoute({
  method: 'post',
  path: '/workshops/:id/restore',
  summary: 'Restore a deleted workshop',
  tags: ['Workshops'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(workshopSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenantId = tenantOf(ctx).id;
    const workshop = await findWorkshop(trx, tenantId, ctx.state.input.params.id, { deleted: true });
    authorize(cataloguePolicy.manage(await actorOf(ctx, trx), tenantId, workshop.coachId));
    await Workshop.forTenant(tenantId, trx).findById(workshop.id).restore();
    await recordAudit(trx, ctx, {
      action: 'workshop.restore',
      subjectKind: 'workshop',
      subjectId: workshop.id,
      after: { deletedAt: null },
    });
    return present(await findWorkshop(trx, tenantId, workshop.id, { withTags: true }), presentWorkshop);
  },
});
