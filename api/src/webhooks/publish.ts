import { randomUUID } from 'node:crypto';
import type { WebhookEventType, WebhookPayload } from '@exceed/contract';
import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';
import { WebhookDelivery } from '../models/webhook-delivery.ts';
import { WebhookEndpoint } from '../models/webhook-endpoint.ts';

/** The job that sends a delivery (deliver-webhook.ts). It only wakes the delivery up: its row decides. */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/** The team's enabled endpoints that want events of `type`. */
const subscribed = (knex: Knex, tenantId: string, type: string) =>
  WebhookEndpoint.forTenant(tenantId, knex).where('enabled', true).whereRaw('? = any(events)', [type]);

/** Whether any endpoint of the team wants `type`: lets a hot path skip the transaction it would need. */
export async function hasSubscribers(knex: Knex, tenantId: string, type: WebhookEventType): Promise<boolean> {
  return (await subscribed(knex, tenantId, type).select('id').first()) !== undefined;
}

/** Queues the job that sends a delivery, at `runAt` (now by default). */
export const wakeDelivery = (knex: Knex, tenantId: string, deliveryId: string, runAt?: Date) =>
  enqueue(knex, {
    name: WEBHOOK_DELIVERY_JOB,
    payload: { tenantId, deliveryId },
    ...(runAt ? { runAt } : {}),
  });

/**
 * Tells the team's endpoints that want it of an event, inside the transaction of the change it tells of:
 * one delivery per endpoint and the job that sends it, so nothing is sent unless the change commits, and
 * everything that commits is sent. `data` is the event's object (event-data.ts).
 */
export async function publishWebhookEvent(
  trx: Knex,
  event: { tenantId: string; type: WebhookEventType; data: object },
): Promise<void> {
  const endpoints = await subscribed(trx, event.tenantId, event.type).select('id');
  if (endpoints.length === 0) return;
  const now = new Date();
  const payload: WebhookPayload = {
    id: randomUUID(),
    type: event.type,
    createdAt: now.toISOString(),
    tenantId: event.tenantId,
    data: event.data as Record<string, unknown>,
  };
  for (const endpoint of endpoints) await queueDelivery(trx, endpoint.id, payload, now);
}

/** One delivery of a payload to one endpoint, due at `now`, and its job. */
export async function queueDelivery(
  trx: Knex,
  endpointId: string,
  payload: WebhookPayload,
  now = new Date(),
): Promise<WebhookDelivery> {
  const delivery = await WebhookDelivery.forTenant(payload.tenantId, trx).insert({
    endpointId,
    eventId: payload.id,
    eventType: payload.type,
    payload,
    nextAttemptAt: now,
  });
  await wakeDelivery(trx, payload.tenantId, delivery.id);
  return delivery;
}
