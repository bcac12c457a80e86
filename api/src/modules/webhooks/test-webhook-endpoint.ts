import {
  dataEnvelope,
  WEBHOOK_MESSAGES,
  webhookDeliverySchema,
  webhookEndpointParamsSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { webhookPolicy } from '../../policies/webhook-policy.ts';
import { presentWebhookDelivery } from '../../presenters/present-webhook.ts';
import { pingEndpoint } from '../../webhooks/redeliver.ts';

import { loadWebhookEndpoint } from './webhook-access.ts';

/**
 * POST /v1/tenants/:id/webhook-endpoints/:endpointId/test: a `ping` event to the endpoint, delivered and
 * logged as any other, so its owner sees their receiver check a signature. 422 while it is disabled.
 */
export const testWebhookEndpoint = defineRoute({
  method: 'post',
  path: '/tenants/:id/webhook-endpoints/:endpointId/test',
  summary: 'Send a test (ping) event to a webhook endpoint',
  tags: ['Webhooks'],
  before: [authenticate()],
  request: { params: webhookEndpointParamsSchema },
  responses: { 201: dataEnvelope(webhookDeliverySchema) },
  errors: [401, 403, 404, 419],
  status: 201,
  transaction: true,
  access: {
    load: (ctx, db) => loadWebhookEndpoint(ctx, db, ctx.state.input.params),
    allow: () => true,
  },
  handler: async (ctx) => {
    const { actor, tenant, endpoint } = ctx.state.loaded;
    if (!webhookPolicy.redeliver(actor, tenant, endpoint)) {
      throw validationFailed({ endpoint: [WEBHOOK_MESSAGES.disabledEndpoint] });
    }
    const delivery = await pingEndpoint(ctx.state.trx, endpoint);
    delivery.attemptLog = [];
    return { data: presentWebhookDelivery(delivery, { redeliver: true }) };
  },
});
