import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import { modelFromRawRow } from '../db/raw-row.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { WebhookDelivery } from '../models/webhook-delivery.ts';
import { WebhookEndpoint } from '../models/webhook-endpoint.ts';
import { text } from '../notifications/session-details.ts';
import { checkWebhookUrl, refusalMessage } from './address-guard.ts';
import { recordAttempt } from './delivery-outcome.ts';
import { WEBHOOK_DELIVERY_JOB, wakeDelivery } from './publish.ts';
import { ATTEMPT_TIMEOUT_MS, postWebhook, type WebhookAnswer } from './send-webhook.ts';
import { signedHeaders } from './signature.ts';

/**
 * How long a worker holds a delivery it sends: past the attempt's timeout, so that while one worker waits
 * for an answer no other sends it again, and short enough that a worker that died leaves it to another soon.
 */
const SENDING_LEASE_SECONDS = ATTEMPT_TIMEOUT_MS / 1000 + 50;

/** What a worker found when it came for a delivery. */
type Claim =
  | { kind: 'claimed'; delivery: WebhookDelivery; endpoint: WebhookEndpoint }
  | { kind: 'busy'; until: Date }
  | { kind: 'nothing' };

/**
 * Takes a delivery for this worker, in one conditional UPDATE: it is PENDING, due, nobody holds it, and its
 * endpoint is enabled; its attempt is counted and the worker holds it for the lease. However many jobs
 * wake it and however many workers run them, one takes each attempt. A delivery of an endpoint disabled
 * meanwhile is FAILED without being sent.
 */
async function claim(knex: Knex, tenantId: string, deliveryId: string): Promise<Claim> {
  const result = await knex.raw(
    `update webhook_deliveries d
     set attempts = d.attempts + 1, sending_until = now() + make_interval(secs => ?), updated_at = now()
     from webhook_endpoints e
     where d.tenant_id = ? and d.id = ? and e.tenant_id = d.tenant_id and e.id = d.endpoint_id and e.enabled
       and d.status = 'PENDING' and d.next_attempt_at <= now()
       and (d.sending_until is null or d.sending_until < now())
     returning d.*`,
    [SENDING_LEASE_SECONDS, tenantId, deliveryId],
  );
  const row = (result.rows as Array<Record<string, unknown>>)[0];
  if (row) {
    const delivery = modelFromRawRow(WebhookDelivery, row);
    const endpoint = await WebhookEndpoint.forTenant(tenantId, knex).findById(delivery.endpointId);
    return endpoint ? { kind: 'claimed', delivery, endpoint } : { kind: 'nothing' };
  }
  const delivery = await WebhookDelivery.forTenant(tenantId, knex).findById(deliveryId);
  if (delivery?.status !== 'PENDING') return { kind: 'nothing' };
  const endpoint = await WebhookEndpoint.forTenant(tenantId, knex).findById(delivery.endpointId);
  if (!endpoint?.enabled) {
    await WebhookDelivery.forTenant(tenantId, knex)
      .findById(deliveryId)
      .where('status', 'PENDING')
      .patch({ status: 'FAILED', nextAttemptAt: null, lastError: 'The endpoint is disabled.' });
    return { kind: 'nothing' };
  }
  if (delivery.sendingUntil && delivery.sendingUntil > new Date()) {
    return { kind: 'busy', until: delivery.sendingUntil };
  }
  return { kind: 'nothing' };
}

/**
 * One attempt of a delivery, outside any transaction (the POST may take its whole timeout): claimed,
 * its address checked again (DNS may answer otherwise than at registration) and connected to as checked,
 * signed at the moment it is sent, then recorded (delivery-outcome.ts).
 */
export async function deliverWebhook(
  knex: Knex,
  config: Pick<Config, 'webhookAllowedPrivate'>,
  tenantId: string,
  deliveryId: string,
): Promise<void> {
  const claimed = await claim(knex, tenantId, deliveryId);
  // Another worker is sending it: should it die, the delivery is looked at again once its hold lapses.
  if (claimed.kind === 'busy') await wakeDelivery(knex, tenantId, deliveryId, claimed.until);
  if (claimed.kind !== 'claimed') return;
  const { delivery, endpoint } = claimed;
  const body = JSON.stringify(delivery.payload);
  const startedAt = new Date();
  const headers = signedHeaders(endpoint.secret, delivery.id, startedAt, body);
  const checked = await checkWebhookUrl(endpoint.url, config.webhookAllowedPrivate);
  const answer: WebhookAnswer = checked.ok
    ? await postWebhook(checked.target, headers, body)
    : { status: null, body: null, durationMs: 0, error: refusalMessage(checked.refusal) };
  await recordAttempt(knex, delivery, { startedAt, headers, answer });
}

/** The job that sends deliveries, for the runner. */
export const webhookHandlers = (
  knex: Knex,
  config: Pick<Config, 'webhookAllowedPrivate'>,
): Record<string, JobHandler> => ({
  [WEBHOOK_DELIVERY_JOB]: async ({ payload }) =>
    deliverWebhook(knex, config, text(payload, 'tenantId'), text(payload, 'deliveryId')),
});
