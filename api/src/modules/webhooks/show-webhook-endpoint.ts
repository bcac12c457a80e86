import { dataEnvelope, webhookEndpointParamsSchema, webhookEndpointSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { loadWebhookEndpoint } from './webhook-access.ts';
import { presentEndpoints } from './webhook-reads.ts';

/** GET /v1/tenants/:id/webhook-endpoints/:endpointId: one endpoint with its last delivery (never its secret). */
export const showWebhookEndpoint = defineRoute({
  method: 'get',
  path: '/tenants/:id/webhook-endpoints/:endpointId',
  summary: 'Show a webhook endpoint of a team',
  tags: ['Webhooks'],
  before: [authenticate()],
  request: { params: webhookEndpointParamsSchema },
  responses: { 200: dataEnvelope(webhookEndpointSchema) },
  errors: [401, 403, 404],
  access: {
    load: (ctx, db) => loadWebhookEndpoint(ctx, db, ctx.state.input.params),
    allow: () => true,
  },
  handler: async (ctx) => {
    const { tenant, endpoint } = ctx.state.loaded;
    const [shown] = await presentEndpoints(ctx.knex, tenant.id, [endpoint]);
    return { data: shown };
  },
});
