import { dataEnvelope, idParamsSchema, workshopSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Workshop } from '../../models/workshop.ts';
import { presentWorkshopFor } from '../../presenters/present-workshop.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { assertWorkshopDeletable } from '../../workshops/schedule-lifecycle.ts';
import { findWorkshop } from './find-workshop.ts';
import { managesWorkshop } from './workshop-access.ts';

/**
 * DELETE /v1/workshops/:id: soft delete by the workshop's coach or a super-admin; refused (422, with the
 * count) while open sessions of it have seats booked: those are cancelled first.
 */
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
  access: managesWorkshop(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { workshop } = ctx.state.loaded;
    await assertWorkshopDeletable(trx, workshop);
    await Workshop.forTenant(workshop.tenantId, trx).findById(workshop.id).softDelete();
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
  access: managesWorkshop({ deleted: true }),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { actor, workshop } = ctx.state.loaded;
    const { tenantId } = workshop;
    await Workshop.forTenant(tenantId, trx).findById(workshop.id).restore();
    await recordAudit(trx, ctx, {
      action: 'workshop.restore',
      subjectKind: 'workshop',
      subjectId: workshop.id,
      after: { deletedAt: null },
    });
    return present(
      await findWorkshop(trx, tenantId, workshop.id, { withTags: true }),
      presentWorkshopFor(actor),
    );
  },
});
