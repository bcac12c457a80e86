import { webhookEndpointParamsSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WebhookEndpoint } from '../../models/webhook-endpoint.ts';
import { loadWebhookEndpoint } from './webhook-access.ts';

/**
 * DELETE /v1/tenants/:id/webhook-endpoints/:endpointId: the endpoint and its delivery log go for good (its
 * secret with it); deliveries still waiting are not sent.
 */
export const deleteWebhookEndpoint = defineRoute({
  method: 'delete',
  path: '/tenants/:id/webhook-endpoints/:endpointId',
  summary: 'Delete a webhook endpoint of a team, with its delivery log',
  tags: ['Webhooks'],
  before: [authenticate()],
  request: { params: webhookEndpointParamsSchema },
  responses: { 204: null },
  errors: [401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => loadWebhookEndpoint(ctx, db, ctx.state.input.params),
    allow: () => true,
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, endpoint } = ctx.state.loaded;
    await WebhookEndpoint.forTenant(tenant.id, trx).deleteById(endpoint.id);
    await recordAudit(trx, ctx, {
      action: 'webhook-endpoint.delete',
      subjectKind: 'tenant',
      subjectId: tenant.id,
      before: { id: endpoint.id, url: endpoint.url, events: endpoint.events },
    });
  },
});
