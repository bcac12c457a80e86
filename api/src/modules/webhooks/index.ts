import type { ApiModule } from '../../http/api-module.ts';
import { createWebhookEndpoint } from './create-webhook-endpoint.ts';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { listWebhookEndpoints } from './list-webhook-endpoints.ts';
import { redeliverWebhook } from './redeliver-webhook.ts';
import { showWebhookEndpoint } from './show-webhook-endpoint.ts';
import { testWebhookEndpoint } from './test-webhook-endpoint.ts';
import { updateWebhookEndpoint } from './update-webhook-endpoint.ts';

/**
 * A team's outbound webhooks (issue 39, docs/decisions/0119-webhooks.md) at /v1/tenants/{id}/webhook-*:
 * its endpoints, their delivery logs, redelivery and a test event. Who: policies/webhook-policy.ts, in
 * one access step (webhook-access.ts); how events are signed and sent: api/src/webhooks/.
 */
export const webhooksModule: ApiModule = {
  name: 'webhooks',
  routes: [
    listWebhookEndpoints,
    createWebhookEndpoint,
    showWebhookEndpoint,
    updateWebhookEndpoint,
    deleteWebhookEndpoint,
    testWebhookEndpoint,
    listWebhookDeliveries,
    redeliverWebhook,
  ],
};
