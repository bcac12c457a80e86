import {
  dataEnvelope,
  idParamsSchema,
  pageEnvelope,
  paginationQuerySchema,
  workshopResourceSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { present, presentPage } from '../../http/presenter.ts';
import { WorkshopResource } from '../../models/workshop-resource.ts';
import { presentWorkshopResource } from '../../presenters/present-workshop.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { sendResourceFile } from '../../workshops/resource-file.ts';
import { resourceParamsSchema } from '../../workshops/resource-params.ts';
import { findWorkshopResource } from './find-workshop-resource.ts';
import { readsWorkshop } from './workshop-access.ts';

/** GET /v1/workshops/:id/resources: the live resources of a workshop in their sortOrder (any member). */
export const listWorkshopResources = defineRoute({
  method: 'get',
  path: '/workshops/:id/resources',
  summary: 'List the resources of a workshop',
  tags: ['Workshop resources'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, query: paginationQuerySchema },
  responses: { 200: pageEnvelope(workshopResourceSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: readsWorkshop(),
  handler: async (ctx) => {
    const { workshop } = ctx.state.loaded;
    const query = WorkshopResource.forTenant(workshop.tenantId, ctx.state.trx)
      .where('workshopId', workshop.id)
      .orderBy([{ column: 'sortOrder' }, { column: 'createdAt' }, { column: 'id' }]);
    return presentPage(await paginate(query, ctx.state.input.query), presentWorkshopResource);
  },
});

/** GET /v1/workshops/:id/resources/:resourceId: one resource (any member). */
export const showWorkshopResource = defineRoute({
  method: 'get',
  path: '/workshops/:id/resources/:resourceId',
  summary: 'Show a workshop resource',
  tags: ['Workshop resources'],
  before: [authenticate(), currentTenant()],
  request: { params: resourceParamsSchema },
  responses: { 200: dataEnvelope(workshopResourceSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: readsWorkshop(),
  handler: async (ctx) => {
    const { workshop } = ctx.state.loaded;
    const { resourceId } = ctx.state.input.params;
    return present(
      await findWorkshopResource(ctx.state.trx, workshop.tenantId, workshop.id, resourceId),
      presentWorkshopResource,
    );
  },
});

/**
 * GET /v1/workshops/:id/resources/:resourceId/file: the uploaded file of a resource, for members of the
 * team (the file's bytes never sit at a public address). 404 when the resource has no uploaded file.
 */
export const downloadWorkshopResource = defineRoute({
  method: 'get',
  path: '/workshops/:id/resources/:resourceId/file',
  summary: "Download a workshop resource's uploaded file",
  tags: ['Workshop resources'],
  before: [authenticate(), currentTenant()],
  request: { params: resourceParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 403, 404],
  // No transaction: reads only, and the file streams after the handler (sendResourceFile).
  access: readsWorkshop(),
  handler: async (ctx) => {
    const { knex } = ctx;
    const { workshop } = ctx.state.loaded;
    const { resourceId } = ctx.state.input.params;
    const resource = await findWorkshopResource(knex, workshop.tenantId, workshop.id, resourceId);
    await sendResourceFile(ctx, knex, resource);
    return undefined;
  },
});
