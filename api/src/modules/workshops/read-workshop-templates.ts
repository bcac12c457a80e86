import {
  CONTENT_STATUSES,
  dataEnvelope,
  idParamsSchema,
  pageEnvelope,
  paginationQueryProperties,
  searchField,
  workshopTemplateSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { present, presentPage } from '../../http/presenter.ts';
import { WorkshopTemplate } from '../../models/workshop-template.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopTemplate } from '../../presenters/present-workshop.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { readsTemplate } from './template-access.ts';

/** Query of the template list: pagination, status and q (title). */
const templateListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    status: { type: 'string', enum: CONTENT_STATUSES, errorMessage: 'Please select a valid status' },
    q: searchField,
  },
  additionalProperties: false,
} as const;

/** GET /v1/workshop-templates: the current tenant's live templates, newest first (any member). */
export const listWorkshopTemplates = defineRoute({
  method: 'get',
  path: '/workshop-templates',
  summary: 'List workshop templates',
  tags: ['Workshop templates'],
  before: [authenticate(), currentTenant()],
  request: { query: templateListQuerySchema },
  responses: { 200: pageEnvelope(workshopTemplateSchema) },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenantId = tenantOf(ctx).id;
    authorize(cataloguePolicy.view(await actorOf(ctx, trx), tenantId));
    const { status, q, ...page } = ctx.state.input.query;
    let query = WorkshopTemplate.forTenant(tenantId, trx).orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    if (status) query = query.where('status', status);
    if (q) query = query.whereILike('title', containsPattern(q));
    return presentPage(await paginate(query, page), presentWorkshopTemplate);
  },
});

/** GET /v1/workshop-templates/:id: one template of the current tenant (any member). */
export const showWorkshopTemplate = defineRoute({
  method: 'get',
  path: '/workshop-templates/:id',
  summary: 'Show a workshop template',
  tags: ['Workshop templates'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(workshopTemplateSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: readsTemplate(),
  handler: async (ctx) => present(ctx.state.loaded.template, presentWorkshopTemplate),
});
