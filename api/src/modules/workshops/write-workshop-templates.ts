import {
  createWorkshopTemplateSchema,
  DEFAULT_CURRENCY,
  dataEnvelope,
  idParamsSchema,
  updateWorkshopTemplateSchema,
  workshopTemplateSchema,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WorkshopTemplate } from '../../models/workshop-template.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopTemplate } from '../../presenters/present-workshop.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { findWorkshopTemplate } from './find-workshop-template.ts';
import { priceMinorOf, repriced } from './price-minor.ts';
import { managesTemplate } from './template-access.ts';
import { uniqueSlug } from './unique-slug.ts';

/** POST /v1/workshop-templates: any coach of the tenant (or a super-admin); slug from the title if absent. */
export const createWorkshopTemplate = defineRoute({
  method: 'post',
  path: '/workshop-templates',
  summary: 'Create a workshop template',
  tags: ['Workshop templates'],
  before: [authenticate(), currentTenant()],
  request: { body: createWorkshopTemplateSchema },
  responses: { 201: dataEnvelope(workshopTemplateSchema) },
  errors: [400, 401, 403, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenantId = tenantOf(ctx).id;
    authorize(cataloguePolicy.manageTemplates(await actorOf(ctx, trx), tenantId));
    const { price, slug, ...fields } = ctx.state.input.body;
    // Objection's *AndFetch re-reads outside the tenant scope (the scope guard refuses it): write, then read.
    const { id } = await WorkshopTemplate.forTenant(tenantId, trx).insert({
      ...fields,
      slug: slug ?? (await uniqueSlug(WorkshopTemplate, tenantId, trx, fields.title)),
      priceMinor: priceMinorOf(price, fields.currency ?? DEFAULT_CURRENCY),
    });
    const created = await findWorkshopTemplate(trx, tenantId, id);
    await recordAudit(trx, ctx, {
      action: 'template.create',
      subjectKind: 'workshop-template',
      subjectId: id,
      after: presentWorkshopTemplate(created),
    });
    return present(created, presentWorkshopTemplate);
  },
});

/** PATCH (and PUT) /v1/workshop-templates/:id: a partial update by a coach of the tenant. */
const updateWorkshopTemplateRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/workshop-templates/:id',
    summary: 'Update a workshop template (partial)',
    tags: ['Workshop templates'],
    before: [authenticate(), currentTenant()],
    request: { params: idParamsSchema, body: updateWorkshopTemplateSchema },
    responses: { 200: dataEnvelope(workshopTemplateSchema) },
    errors: [400, 401, 403, 404, 419],
    transaction: true,
    access: managesTemplate(),
    handler: async (ctx) => {
      const { trx } = ctx.state;
      const { template } = ctx.state.loaded;
      const { tenantId } = template;
      const { price, ...fields } = ctx.state.input.body;
      // patchAndFetchById would re-read outside the tenant scope (the scope guard refuses it).
      await WorkshopTemplate.forTenant(tenantId, trx)
        .findById(template.id)
        .patch({ ...fields, ...repriced(template, { price, currency: fields.currency }) });
      const updated = await findWorkshopTemplate(trx, tenantId, template.id);
      await recordAudit(trx, ctx, {
        action: 'template.update',
        subjectKind: 'workshop-template',
        subjectId: template.id,
        before: presentWorkshopTemplate(template),
        after: presentWorkshopTemplate(updated),
      });
      return present(updated, presentWorkshopTemplate);
    },
  });

export const updateWorkshopTemplate = updateWorkshopTemplateRoute('patch');
export const replaceWorkshopTemplate = updateWorkshopTemplateRoute('put');

/** DELETE /v1/workshop-templates/:id: soft delete by a coach of the tenant. */
export const deleteWorkshopTemplate = defineRoute({
  method: 'delete',
  path: '/workshop-templates/:id',
  summary: 'Delete a workshop template (soft)',
  tags: ['Workshop templates'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesTemplate(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { template } = ctx.state.loaded;
    await WorkshopTemplate.forTenant(template.tenantId, trx).findById(template.id).softDelete();
    await recordAudit(trx, ctx, {
      action: 'template.delete',
      subjectKind: 'workshop-template',
      subjectId: template.id,
      before: presentWorkshopTemplate(template),
    });
  },
});

/** POST /v1/workshop-templates/:id/restore: brings a deleted template back. */
export const restoreWorkshopTemplate = defineRoute({
  method: 'post',
  path: '/workshop-templates/:id/restore',
  summary: 'Restore a deleted workshop template',
  tags: ['Workshop templates'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(workshopTemplateSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesTemplate({ deleted: true }),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { template } = ctx.state.loaded;
    const { tenantId } = template;
    await WorkshopTemplate.forTenant(tenantId, trx).findById(template.id).restore();
    const restored = await findWorkshopTemplate(trx, tenantId, template.id);
    await recordAudit(trx, ctx, {
      action: 'template.restore',
      subjectKind: 'workshop-template',
      subjectId: template.id,
      before: presentWorkshopTemplate(template),
      after: presentWorkshopTemplate(restored),
    });
    return present(restored, presentWorkshopTemplate);
  },
});
