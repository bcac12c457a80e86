import { randomUUID } from 'node:crypto';
import { WEBHOOK_PING_EVENT, type WebhookPayload } from '@exceed/contract';
import type { Knex } from 'knex';
import { WebhookDelivery } from '../models/webhook-delivery.ts';
import type { WebhookEndpoint } from '../models/webhook-endpoint.ts';
import { queueDelivery, wakeDelivery } from './publish.ts';

/**
 * Puts a delivery back in line, due now: the same payload under the same `webhook-id` (a receiver that
 * has it already can tell), signed anew. It goes on with the attempts its schedule has left, so a delivery
 * that had used them all gets one; one that is being sent right now is not sent twice (its claim waits).
 */
export async function redeliver(trx: Knex, delivery: WebhookDelivery): Promise<void> {
  await WebhookDelivery.forTenant(delivery.tenantId, trx)
    .findById(delivery.id)
    .patch({ status: 'PENDING', nextAttemptAt: new Date() });
  await wakeDelivery(trx, delivery.tenantId, delivery.id);
}

/** A `ping` event to one endpoint, whatever it subscribed to: tells its owner the receiver checks signatures. */
export function pingEndpoint(trx: Knex, endpoint: WebhookEndpoint): Promise<WebhookDelivery> {
  const payload: WebhookPayload = {
    id: randomUUID(),
    type: WEBHOOK_PING_EVENT,
    createdAt: new Date().toISOString(),
    tenantId: endpoint.tenantId,
    data: { endpointId: endpoint.id, url: endpoint.url },
  };
  return queueDelivery(trx, endpoint.id, payload);
}
