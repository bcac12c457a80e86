import {
  dataEnvelope,
  updateWebhookEndpointSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WebhookEndpoint } from '../../models/webhook-endpoint.ts';
import { assertDeliverableUrl } from './endpoint-rules.ts';
import { loadWebhookEndpoint } from './webhook-access.ts';
import { presentEndpoints } from './webhook-reads.ts';

/**
 * PATCH /v1/tenants/:id/webhook-endpoints/:endpointId: its address (checked as when it was made),
 * description, events, and whether it is enabled. Enabling it again clears why it was disabled and its
 * run of failed deliveries: what it missed meanwhile is sent by Redeliver, not by itself.
 */
export const updateWebhookEndpoint = defineRoute({
  method: 'patch',
  path: '/tenants/:id/webhook-endpoints/:endpointId',
  summary: 'Change a webhook endpoint of a team (partial)',
  tags: ['Webhooks'],
  before: [authenticate()],
  request: { params: webhookEndpointParamsSchema, body: updateWebhookEndpointSchema },
  responses: { 200: dataEnvelope(webhookEndpointSchema) },
  errors: [401, 403, 404, 419],
  access: {
    load: (ctx, db) => loadWebhookEndpoint(ctx, db, ctx.state.input.params),
    allow: () => true,
  },
  handler: async (ctx) => {
    const { tenant, endpoint } = ctx.state.loaded;
    const { url, description, events, enabled } = ctx.state.input.body;
    if (url !== undefined && url !== endpoint.url) await assertDeliverableUrl(ctx.config, url);
    const changes: Partial<WebhookEndpoint> = {
      ...(url === undefined ? {} : { url }),
      ...(description === undefined ? {} : { description }),
      ...(events === undefined ? {} : { events }),
      ...(enabled === undefined || enabled === endpoint.enabled
        ? {}
        : enabled
          ? { enabled, disabledReason: null, failureCount: 0 }
          : { enabled, disabledReason: null }),
    };
    const updated = await ctx.knex.transaction(async (trx) => {
      const saved =
        Object.keys(changes).length === 0
          ? endpoint
          : await WebhookEndpoint.forTenant(tenant.id, trx).patchAndFetchById(endpoint.id, changes);
      await recordAudit(trx, ctx, {
        action: 'webhook-endpoint.update',
        subjectKind: 'tenant',
        subjectId: tenant.id,
        before: { id: endpoint.id, url: endpoint.url, events: endpoint.events, enabled: endpoint.enabled },
        after: { id: saved.id, url: saved.url, events: saved.events, enabled: saved.enabled },
      });
      return saved;
    });
    const [shown] = await presentEndpoints(ctx.knex, tenant.id, [updated]);
    return { data: shown };
  },
});
