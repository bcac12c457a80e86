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
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopFor } from '../../presenters/present-workshop.ts';
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
  // Loaded with the relations of `include`, which findWorkshop does not fetch.
  access: {
    load: async (ctx, db) => {
      const { params, query } = ctx.state.input;
      const found = Workshop.forTenant(tenantOf(ctx).id, db).findById(params.id);
      const workshop = await withIncludes(found, query.include).withGraphFetched('tags');
      if (!workshop) throw notFound();
      return { actor: await actorOf(ctx, db), workshop };
    },
    allow: ({ actor, workshop }) => cataloguePolicy.view(actor, workshop.tenantId),
  },
  handler: async (ctx) => {
    const { actor, workshop } = ctx.state.loaded;
    return present(workshop, presentWorkshopFor(actor));
  },
});
