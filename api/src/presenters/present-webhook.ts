import type {
  CreatedWebhookEndpointResource,
  WebhookAttemptResource,
  WebhookDeliveryResource,
  WebhookEndpointResource,
} from '@exceed/contract';
import type { WebhookAttempt, WebhookDelivery } from '../models/webhook-delivery.ts';
import type { WebhookEndpoint } from '../models/webhook-endpoint.ts';

/** The last delivery of an endpoint, as its row in the list shows it. */
export type LastDelivery = Pick<WebhookDelivery, 'status' | 'eventType' | 'lastResponseStatus' | 'createdAt'>;

/** An endpoint as its team's managers read it: never its secret. */
export function presentWebhookEndpoint(
  endpoint: WebhookEndpoint,
  last: LastDelivery | undefined,
): WebhookEndpointResource {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    failureCount: endpoint.failureCount,
    lastDelivery: last
      ? {
          status: last.status,
          eventType: last.eventType,
          responseStatus: last.lastResponseStatus,
          createdAt: last.createdAt.toISOString(),
        }
      : null,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

/** A new endpoint with its secret: the one answer that shows it. */
export const presentCreatedWebhookEndpoint = (endpoint: WebhookEndpoint): CreatedWebhookEndpointResource => ({
  ...presentWebhookEndpoint(endpoint, undefined),
  secret: endpoint.secret,
});

const presentAttempt = (attempt: WebhookAttempt): WebhookAttemptResource => ({
  attempt: attempt.attempt,
  startedAt: attempt.startedAt.toISOString(),
  requestHeaders: attempt.requestHeaders,
  responseStatus: attempt.responseStatus,
  responseBody: attempt.responseBody,
  durationMs: attempt.durationMs,
  error: attempt.error,
});

/** A delivery with its attempts, newest first, and whether it may be sent again (its endpoint is enabled). */
export function presentWebhookDelivery(
  delivery: WebhookDelivery,
  abilities: { redeliver: boolean },
): WebhookDeliveryResource {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventType: delivery.eventType,
    payload: delivery.payload as unknown as Record<string, unknown>,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'PENDING' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: delivery.createdAt.toISOString(),
    attemptLog: [...(delivery.attemptLog ?? [])]
      .sort((a, b) => b.attempt - a.attempt || b.startedAt.getTime() - a.startedAt.getTime())
      .map(presentAttempt),
    abilities,
  };
}
