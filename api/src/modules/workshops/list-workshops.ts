import {
  CONTENT_STATUSES,
  includeProperty,
  pageEnvelope,
  paginationQueryProperties,
  searchField,
  uuidSchema,
  WORKSHOP_INCLUDES,
  workshopSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { defineRoute } from '../../http/define-route.ts';
import { withIncludes } from '../../http/include.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Workshop } from '../../models/workshop.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopFor } from '../../presenters/present-workshop.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';

/** Query of the workshop list: pagination, include, and the filters status, coachId and q (title). */
const workshopListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    include: includeProperty(WORKSHOP_INCLUDES),
    status: { type: 'string', enum: CONTENT_STATUSES, errorMessage: 'Please select a valid status' },
    coachId: uuidSchema,
    q: searchField,
  },
  additionalProperties: false,
} as const;

/** GET /v1/workshops: the current tenant's live workshops, newest first; any member reads them. */
export const listWorkshops = defineRoute({
  method: 'get',
  path: '/workshops',
  summary: 'List workshops',
  tags: ['Workshops'],
  before: [authenticate(), currentTenant()],
  request: { query: workshopListQuerySchema },
  responses: { 200: pageEnvelope(workshopSchema) },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenantId = tenantOf(ctx).id;
    const actor = await actorOf(ctx, trx);
    authorize(cataloguePolicy.view(actor, tenantId));
    const { include, status, coachId, q, ...page } = ctx.state.input.query;
    let query = Workshop.forTenant(tenantId, trx).orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    if (status) query = query.where('status', status);
    if (coachId) query = query.where('coachId', coachId);
    if (q) query = query.whereILike('title', containsPattern(q));
    // Tags are on every item: one more query for the whole page (withGraphFetched), not one per workshop.
    query = withIncludes(query, include).withGraphFetched('tags');
    return presentPage(await paginate(query, page), presentWorkshopFor(actor));
  },
});
