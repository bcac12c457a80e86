import {
  dataEnvelope,
  idParamsSchema,
  showQuerySchema,
  WORKSHOP_INCLUDES,
  workshopSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { withIncludes } from '../../http/include.ts';
import { present } from '../../http/presenter.ts';
import { Workshop } from '../../models/workshop.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshop } from '../../presenters/present-workshop.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';

/** GET /v1/workshops/:id: one workshop of the current tenant (any member), with its includes. */
export const showWorkshop = defineRoute({
  method: 'get',
  path: '/workshops/:id',
  summary: 'Show a workshop',
  tags: ['Workshops'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, query: showQuerySchema(WORKSHOP_INCLUDES) },
  responses: { 200: dataEnvelope(workshopSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenantId = tenantOf(ctx).id;
    authorize(cataloguePolicy.view(await actorOf(ctx, trx), tenantId));
    const query = Workshop.forTenant(tenantId, trx).findById(ctx.state.input.params.id);
    const workshop = await withIncludes(query, ctx.state.input.query.include).withGraphFetched('tags');
    if (!workshop) throw notFound();
    return present(workshop, presentWorkshop);
  },
});
