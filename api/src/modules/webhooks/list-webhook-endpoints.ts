import { idParamsSchema, webhookEndpointSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WebhookEndpoint } from '../../models/webhook-endpoint.ts';
import { loadWebhookTeam } from './webhook-access.ts';
import { presentEndpoints } from './webhook-reads.ts';

/** GET /v1/tenants/:id/webhook-endpoints: the team's endpoints, oldest first, each with its last delivery. */
export const listWebhookEndpoints = defineRoute({
  method: 'get',
  path: '/tenants/:id/webhook-endpoints',
  summary: "List a team's webhook endpoints",
  tags: ['Webhooks'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: webhookEndpointSchema } },
      required: ['data'],
      additionalProperties: false,
    },
  },
  errors: [401, 403, 404],
  access: {
    load: (ctx, db) => loadWebhookTeam(ctx, db, ctx.state.input.params.id),
    allow: () => true,
  },
  handler: async (ctx) => {
    const { tenant } = ctx.state.loaded;
    const endpoints = await WebhookEndpoint.forTenant(tenant.id, ctx.knex).orderBy([
      { column: 'createdAt' },
      { column: 'id' },
    ]);
    return { data: await presentEndpoints(ctx.knex, tenant.id, endpoints) };
  },
});
