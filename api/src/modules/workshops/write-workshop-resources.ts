import { randomUUID } from 'node:crypto';
import {
  createWorkshopResourceSchema,
  dataEnvelope,
  idParamsSchema,
  RESOURCE_LOCATION_MESSAGE,
  type ResourceType,
  updateWorkshopResourceSchema,
  workshopResourceSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WorkshopResource } from '../../models/workshop-resource.ts';
import { announceResource } from '../../notifications/announcements.ts';
import { presentWorkshopResource } from '../../presenters/present-workshop.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { resourceParamsSchema } from '../../workshops/resource-params.ts';
import { attachResourceFile } from './attach-resource-file.ts';
import { findWorkshopResource } from './find-workshop-resource.ts';
import { managesWorkshop } from './workshop-access.ts';

/**
 * SPEC.md §5 on a whole record: a link or video needs a url, a file or document a filePath. The create
 * contract checks it on the body; an update checks it here on the merged record (a PATCH changing only
 * the type to 'link' must not leave a link without an address).
 */
export function assertResourceLocation(record: {
  type: ResourceType;
  url: string | null;
  filePath: string | null;
}): void {
  if ((record.type === 'link' || record.type === 'video') && !record.url) {
    throw validationFailed({ url: [RESOURCE_LOCATION_MESSAGE] });
  }
  if ((record.type === 'file' || record.type === 'document') && !record.filePath) {
    throw validationFailed({ filePath: [RESOURCE_LOCATION_MESSAGE] });
  }
}

/** POST /v1/workshops/:id/resources: adds a resource (the workshop's coach or a super-admin). */
export const createWorkshopResource = defineRoute({
  method: 'post',
  path: '/workshops/:id/resources',
  summary: 'Add a resource to a workshop',
  tags: ['Workshop resources'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, body: createWorkshopResourceSchema },
  responses: { 201: dataEnvelope(workshopResourceSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  status: 201,
  access: managesWorkshop(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { actor, workshop } = ctx.state.loaded;
    const { tenantId } = workshop;
    const { fileId, ...fields } = ctx.state.input.body;
    // The id is chosen here so an attached file's download path can name the resource.
    const id = randomUUID();
    const file = fileId
      ? await attachResourceFile(trx, actor, fileId, { workshopId: workshop.id, resourceId: id })
      : {};
    const record = { ...fields, ...file, id, workshopId: workshop.id };
    assertResourceLocation({ type: record.type, url: record.url ?? null, filePath: record.filePath ?? null });
    // Objection's *AndFetch re-reads outside the tenant scope (the scope guard refuses it): write, then read.
    await WorkshopResource.forTenant(tenantId, trx).insert(record);
    const created = await findWorkshopResource(trx, tenantId, workshop.id, id);
    if (created.isBroadcast && created.isVisible) await announceResource(trx, workshop, created);
    return present(created, presentWorkshopResource);
  },
});

/** PATCH (and PUT) /v1/workshops/:id/resources/:resourceId: a partial update, location rule on the merge. */
const updateWorkshopResourceRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/workshops/:id/resources/:resourceId',
    summary: 'Update a workshop resource (partial)',
    tags: ['Workshop resources'],
    before: [authenticate(), currentTenant()],
    request: { params: resourceParamsSchema, body: updateWorkshopResourceSchema },
    responses: { 200: dataEnvelope(workshopResourceSchema) },
    errors: [400, 401, 403, 404, 419],
    transaction: true,
    access: managesWorkshop(),
    handler: async (ctx) => {
      const { trx } = ctx.state;
      const { actor, workshop } = ctx.state.loaded;
      const { tenantId } = workshop;
      const { resourceId } = ctx.state.input.params;
      const resource = await findWorkshopResource(trx, tenantId, workshop.id, resourceId);
      const { fileId, ...fields } = ctx.state.input.body;
      const location = { workshopId: workshop.id, resourceId: resource.id };
      const changes = {
        ...fields,
        ...(fileId ? await attachResourceFile(trx, actor, fileId, location) : {}),
      };
      assertResourceLocation({
        type: changes.type ?? resource.type,
        url: changes.url !== undefined ? changes.url : resource.url,
        filePath: changes.filePath !== undefined ? changes.filePath : resource.filePath,
      });
      // patchAndFetchById would re-read outside the tenant scope (the scope guard refuses it).
      await WorkshopResource.forTenant(tenantId, trx).findById(resource.id).patch(changes);
      const updated = await findWorkshopResource(trx, tenantId, workshop.id, resource.id);
      const announced = resource.isBroadcast && resource.isVisible;
      if (!announced && updated.isBroadcast && updated.isVisible)
        await announceResource(trx, workshop, updated);
      return present(updated, presentWorkshopResource);
    },
  });

export const updateWorkshopResource = updateWorkshopResourceRoute('patch');
export const replaceWorkshopResource = updateWorkshopResourceRoute('put');

/** DELETE /v1/workshops/:id/resources/:resourceId: soft delete (the workshop's coach or a super-admin). */
export const deleteWorkshopResource = defineRoute({
  method: 'delete',
  path: '/workshops/:id/resources/:resourceId',
  summary: 'Delete a workshop resource (soft)',
  tags: ['Workshop resources'],
  before: [authenticate(), currentTenant()],
  request: { params: resourceParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesWorkshop(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { workshop } = ctx.state.loaded;
    const { tenantId } = workshop;
    const resource = await findWorkshopResource(
      trx,
      tenantId,
      workshop.id,
      ctx.state.input.params.resourceId,
    );
    await WorkshopResource.forTenant(tenantId, trx).findById(resource.id).softDelete();
  },
});

/** POST /v1/workshops/:id/resources/:resourceId/restore: brings a deleted resource back. */
export const restoreWorkshopResource = defineRoute({
  method: 'post',
  path: '/workshops/:id/resources/:resourceId/restore',
  summary: 'Restore a deleted workshop resource',
  tags: ['Workshop resources'],
  before: [authenticate(), currentTenant()],
  request: { params: resourceParamsSchema },
  responses: { 200: dataEnvelope(workshopResourceSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesWorkshop(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { workshop } = ctx.state.loaded;
    const { tenantId } = workshop;
    const { resourceId } = ctx.state.input.params;
    const resource = await findWorkshopResource(trx, tenantId, workshop.id, resourceId, { deleted: true });
    await WorkshopResource.forTenant(tenantId, trx).findById(resource.id).restore();
    return present(
      await findWorkshopResource(trx, tenantId, workshop.id, resource.id),
      presentWorkshopResource,
    );
  },
});
