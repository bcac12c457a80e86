import type { Knex } from 'knex';
import { WebhookAttempt, type WebhookDelivery } from '../models/webhook-delivery.ts';
import { WebhookEndpoint } from '../models/webhook-endpoint.ts';
import { notifyWebhookDisabled } from '../notifications/notify.ts';
import { wakeDelivery } from './publish.ts';
import type { WebhookAnswer } from './send-webhook.ts';

/**
 * What follows an attempt (docs/decisions/0119-webhooks.md): the wait before each retry after the first
 * attempt, in minutes. Eleven attempts over about three days (71 h 36 min): a receiver down for a weekend
 * still gets its events, and one gone for good stops being tried.
 */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 300, 600, 600, 600, 840, 1200] as const;
/** Attempts of one delivery before it is FAILED. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** Deliveries in a row that failed every attempt before their endpoint is disabled. */
export const FAILED_DELIVERIES_TO_DISABLE = 5;

/** Why an endpoint was disabled, as its row and its owners' mail say it. */
export const DISABLED_REASONS = {
  gone: 'The endpoint answered 410 Gone: it asked not to be sent anything more.',
  failing: `${FAILED_DELIVERIES_TO_DISABLE} deliveries in a row failed every attempt over three days.`,
} as const;

const succeeded = (answer: WebhookAnswer) =>
  answer.status !== null && answer.status >= 200 && answer.status < 300;

/**
 * Records one attempt and decides what follows, in one transaction: SUCCEEDED on a 2xx (the endpoint's
 * run of failures ends); FAILED on a 410, and the endpoint disabled; otherwise the next attempt after
 * its wait, or FAILED after the last, which counts toward disabling the endpoint. Each change of the
 * delivery holds only while this worker's claim does (`attempts` as claimed): a worker that lost its claim
 * (its lease ran out and another took the delivery) logs its attempt and changes nothing else.
 */
export async function recordAttempt(
  knex: Knex,
  delivery: WebhookDelivery,
  attempt: { startedAt: Date; headers: Record<string, string>; answer: WebhookAnswer },
): Promise<void> {
  const { answer } = attempt;
  const { tenantId } = delivery;
  await knex.transaction(async (trx) => {
    await WebhookAttempt.forTenant(tenantId, trx).insert({
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      startedAt: attempt.startedAt,
      requestHeaders: attempt.headers,
      responseStatus: answer.status,
      responseBody: answer.body,
      durationMs: answer.durationMs,
      error: answer.error,
    });
    const ours = (changes: Partial<WebhookDelivery>) =>
      trx('webhook_deliveries')
        .where({ tenantId, id: delivery.id, attempts: delivery.attempts, status: 'PENDING' })
        .update({
          sendingUntil: null,
          lastResponseStatus: answer.status,
          lastError: answer.error,
          updatedAt: new Date(),
          ...changes,
        });
    const endpoints = () => WebhookEndpoint.forTenant(tenantId, trx).findById(delivery.endpointId);
    if (succeeded(answer)) {
      if ((await ours({ status: 'SUCCEEDED', nextAttemptAt: null })) > 0) {
        await endpoints().where('failureCount', '>', 0).patch({ failureCount: 0 });
      }
      return;
    }
    if (answer.status === 410) {
      if ((await ours({ status: 'FAILED', nextAttemptAt: null })) > 0) {
        await disable(trx, tenantId, delivery.endpointId, DISABLED_REASONS.gone);
      }
      return;
    }
    const wait = RETRY_DELAYS_MINUTES[delivery.attempts - 1];
    if (wait !== undefined) {
      const next = new Date(Date.now() + wait * 60_000);
      if ((await ours({ nextAttemptAt: next })) > 0) await wakeDelivery(trx, tenantId, delivery.id, next);
      return;
    }
    if ((await ours({ status: 'FAILED', nextAttemptAt: null })) === 0) return;
    const [counted] = await trx('webhook_endpoints')
      .where({ tenantId, id: delivery.endpointId })
      .increment('failureCount', 1)
      .returning('failureCount');
    if ((counted?.failureCount ?? 0) >= FAILED_DELIVERIES_TO_DISABLE) {
      await disable(trx, tenantId, delivery.endpointId, DISABLED_REASONS.failing);
    }
  });
}

/** Disables an endpoint that is enabled, saying why, and tells the team's owners once it commits. */
async function disable(trx: Knex, tenantId: string, endpointId: string, reason: string): Promise<void> {
  const disabled = await WebhookEndpoint.forTenant(tenantId, trx)
    .findById(endpointId)
    .where('enabled', true)
    .patch({ enabled: false, disabledReason: reason });
  if (disabled > 0) await notifyWebhookDisabled(trx, tenantId, endpointId);
}
