import {
  dataEnvelope,
  WEBHOOK_MESSAGES,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WebhookDelivery } from '../../models/webhook-delivery.ts';
import { webhookPolicy } from '../../policies/webhook-policy.ts';
import { presentWebhookDelivery } from '../../presenters/present-webhook.ts';
import { redeliver } from '../../webhooks/redeliver.ts';
import { loadWebhookDelivery } from './webhook-access.ts';

/**
 * POST /v1/tenants/:id/webhook-deliveries/:deliveryId/redeliver: the delivery goes again, now, with the
 * same payload and `webhook-id` (webhooks/redeliver.ts). 422 while its endpoint is disabled.
 */
export const redeliverWebhook = defineRoute({
  method: 'post',
  path: '/tenants/:id/webhook-deliveries/:deliveryId/redeliver',
  summary: 'Send a webhook delivery again',
  tags: ['Webhooks'],
  before: [authenticate()],
  request: { params: webhookDeliveryParamsSchema },
  responses: { 200: dataEnvelope(webhookDeliverySchema) },
  errors: [401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadWebhookDelivery(ctx, db, ctx.state.input.params),
    allow: () => true,
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { actor, tenant, delivery, endpoint } = ctx.state.loaded;
    if (!webhookPolicy.redeliver(actor, tenant, endpoint)) {
      throw validationFailed({ endpoint: [WEBHOOK_MESSAGES.disabledEndpoint] });
    }
    await redeliver(trx, delivery);
    const queued = await WebhookDelivery.forTenant(tenant.id, trx)
      .findById(delivery.id)
      .withGraphFetched('attemptLog')
      .throwIfNotFound();
    return { data: presentWebhookDelivery(queued, { redeliver: true }) };
  },
});
