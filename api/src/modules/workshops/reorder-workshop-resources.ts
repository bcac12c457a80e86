import {
  dataEnvelope,
  idParamsSchema,
  RESOURCE_ORDER_MESSAGE,
  workshopResourceOrderSchema,
  workshopResourceSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WorkshopResource } from '../../models/workshop-resource.ts';
import { presentWorkshopResource } from '../../presenters/present-workshop.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { managesWorkshop } from './workshop-access.ts';

/**
 * PUT /v1/workshops/:id/resources/order: puts the workshop's resources in the order of `ids` (sortOrder
 * 0..n-1) in one transaction, for whoever may change them (the workshop's coach, a super-admin). `ids`
 * must name every live resource of the workshop exactly once (422 on `ids` otherwise, nothing written).
 * Answers every resource in the new order.
 */
export const reorderWorkshopResources = defineRoute({
  method: 'put',
  path: '/workshops/:id/resources/order',
  summary: 'Reorder the resources of a workshop',
  tags: ['Workshop resources'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, body: workshopResourceOrderSchema },
  responses: { 200: dataEnvelope({ type: 'array', items: workshopResourceSchema }) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesWorkshop(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { workshop } = ctx.state.loaded;
    const { tenantId } = workshop;
    const { ids } = ctx.state.input.body;
    // Locked: two reorders queue, and a change to one of these resources waits until this one is written.
    const live = await WorkshopResource.forTenant(tenantId, trx)
      .where('workshopId', workshop.id)
      .forUpdate()
      .select('id');
    const known = new Set(live.map((resource) => resource.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw validationFailed({ ids: [RESOURCE_ORDER_MESSAGE] });
    }
    for (const [sortOrder, id] of ids.entries()) {
      await WorkshopResource.forTenant(tenantId, trx).findById(id).patch({ sortOrder });
    }
    const resources = await WorkshopResource.forTenant(tenantId, trx)
      .where('workshopId', workshop.id)
      .orderBy([{ column: 'sortOrder' }, { column: 'createdAt' }, { column: 'id' }]);
    return { data: resources.map(presentWorkshopResource) };
  },
});
