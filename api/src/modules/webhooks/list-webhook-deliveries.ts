import {
  pageEnvelope,
  webhookDeliveryListQuerySchema,
  webhookDeliverySchema,
  webhookEndpointParamsSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { WebhookDelivery } from '../../models/webhook-delivery.ts';
import { webhookPolicy } from '../../policies/webhook-policy.ts';
import { presentWebhookDelivery } from '../../presenters/present-webhook.ts';
import { loadWebhookEndpoint } from './webhook-access.ts';

/**
 * GET /v1/tenants/:id/webhook-endpoints/:endpointId/deliveries: the endpoint's delivery log, newest first,
 * each delivery with its payload and every attempt (what was sent, the answer's status, first 1 KB and time).
 */
export const listWebhookDeliveries = defineRoute({
  method: 'get',
  path: '/tenants/:id/webhook-endpoints/:endpointId/deliveries',
  summary: "A webhook endpoint's delivery log",
  tags: ['Webhooks'],
  before: [authenticate()],
  request: { params: webhookEndpointParamsSchema, query: webhookDeliveryListQuerySchema },
  responses: { 200: pageEnvelope(webhookDeliverySchema) },
  errors: [401, 403, 404],
  access: {
    load: (ctx, db) => loadWebhookEndpoint(ctx, db, ctx.state.input.params),
    allow: () => true,
  },
  handler: async (ctx) => {
    const { actor, tenant, endpoint } = ctx.state.loaded;
    const query = WebhookDelivery.forTenant(tenant.id, ctx.knex)
      .where('endpointId', endpoint.id)
      .withGraphFetched('attemptLog')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    const abilities = { redeliver: webhookPolicy.redeliver(actor, tenant, endpoint) };
    return presentPage(await paginate(query, ctx.state.input.query), (delivery) =>
      presentWebhookDelivery(delivery, abilities),
    );
  },
});
