import type {
  CreatedWebhookEndpointResource,
  CreateWebhookEndpointInput,
  One,
  Page,
  UpdateWebhookEndpointInput,
  WebhookDeliveryResource,
  WebhookEndpointResource,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/* Every read and write of the team's webhooks (Team settings → Webhooks; docs/webhooks.md). */

const endpointsPath = (teamId: string) => `/tenants/${teamId}/webhook-endpoints` as const;
const deliveriesPath = (teamId: string, endpointId: string) =>
  `${endpointsPath(teamId)}/${endpointId}/deliveries` as const;

/** GET /v1/tenants/{id}/webhook-endpoints: the team's endpoints, each with its last delivery. */
export function useWebhookEndpoints(teamId: string) {
  return useApi<{ data: WebhookEndpointResource[] }>(endpointsPath(teamId));
}

/** POST …/webhook-endpoints: the answer carries the secret, this once. The form shows a refusal itself. */
export function createWebhookEndpoint(teamId: string, body: CreateWebhookEndpointInput) {
  return api.post<One<CreatedWebhookEndpointResource>>(endpointsPath(teamId), body, {
    notify: false,
    revalidates: [endpointsPath(teamId)],
  });
}

/** PATCH …/webhook-endpoints/{endpointId}: its address, description, events, or enabled. */
export function updateWebhookEndpoint(
  teamId: string,
  endpointId: string,
  body: UpdateWebhookEndpointInput,
  options: { notify?: boolean } = {},
) {
  return api.patch<One<WebhookEndpointResource>>(`${endpointsPath(teamId)}/${endpointId}`, body, {
    ...options,
    revalidates: [endpointsPath(teamId), deliveriesPath(teamId, endpointId)],
  });
}

/** DELETE …/webhook-endpoints/{endpointId}: the endpoint and its delivery log. */
export function deleteWebhookEndpoint(teamId: string, endpointId: string) {
  return api.delete<void>(`${endpointsPath(teamId)}/${endpointId}`, { revalidates: [endpointsPath(teamId)] });
}

/** POST …/webhook-endpoints/{endpointId}/test: a `ping`, delivered and logged as any event. */
export function sendTestEvent(teamId: string, endpointId: string) {
  return api.post<One<WebhookDeliveryResource>>(`${endpointsPath(teamId)}/${endpointId}/test`, undefined, {
    revalidates: [endpointsPath(teamId), deliveriesPath(teamId, endpointId)],
  });
}

/** GET …/webhook-endpoints/{endpointId}/deliveries: the log, newest first, a page at a time. */
export function useWebhookDeliveries(teamId: string, endpointId: string, page: number, perPage: number) {
  return useApi<Page<WebhookDeliveryResource>>(deliveriesPath(teamId, endpointId), { page, perPage });
}

/** POST /v1/tenants/{id}/webhook-deliveries/{deliveryId}/redeliver: sent again, same webhook-id. */
export function redeliverWebhook(teamId: string, delivery: WebhookDeliveryResource) {
  return api.post<One<WebhookDeliveryResource>>(
    `/tenants/${teamId}/webhook-deliveries/${delivery.id}/redeliver`,
    undefined,
    { revalidates: [endpointsPath(teamId), deliveriesPath(teamId, delivery.endpointId)] },
  );
}
