import type { Knex } from 'knex';
import { WebhookDelivery } from '../../models/webhook-delivery.ts';
import type { WebhookEndpoint } from '../../models/webhook-endpoint.ts';
import { type LastDelivery, presentWebhookEndpoint } from '../../presenters/present-webhook.ts';

/** The latest delivery of each endpoint, in one query. */
async function lastDeliveries(knex: Knex, tenantId: string, endpointIds: string[]) {
  if (endpointIds.length === 0) return new Map<string, LastDelivery>();
  const rows = await WebhookDelivery.forTenant(tenantId, knex)
    .whereIn('endpointId', endpointIds)
    .distinctOn('endpointId')
    .orderBy([
      { column: 'endpointId' },
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('endpointId', 'status', 'eventType', 'lastResponseStatus', 'createdAt');
  return new Map(rows.map((row) => [row.endpointId, row]));
}

/** Endpoints as their list and page show them: each with its last delivery. */
export async function presentEndpoints(knex: Knex, tenantId: string, endpoints: WebhookEndpoint[]) {
  const last = await lastDeliveries(
    knex,
    tenantId,
    endpoints.map((endpoint) => endpoint.id),
  );
  return endpoints.map((endpoint) => presentWebhookEndpoint(endpoint, last.get(endpoint.id)));
}
