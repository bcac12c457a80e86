import type { FromSchema } from 'json-schema-to-ts';
import { paginationQueryProperties, uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';

/**
 * Signed outbound webhooks (issue 39; docs/webhooks.md, docs/decisions/0119-webhooks.md): a team's owners
 * and admins register endpoints, and each event of the kinds an endpoint chose is POSTed to it, signed as
 * the Standard Webhooks specification says, after the change it tells of committed.
 */

/** Every event an endpoint may subscribe to, grouped as the settings page shows them. */
export const WEBHOOK_EVENTS = {
  'booking.created': { group: 'Bookings', description: 'A booking was made (its seats held until paid).' },
  'booking.confirmed': { group: 'Bookings', description: 'A booking was paid or confirmed by its coach.' },
  'booking.cancelled': {
    group: 'Bookings',
    description: 'Seats of a booking, or all of it, were cancelled.',
  },
  'payment.succeeded': { group: 'Payments', description: 'A card payment was applied to a booking or seat.' },
  'payment.refunded': { group: 'Payments', description: 'Money of a payment was returned to its card.' },
  'seat.invited': { group: 'Seats', description: 'Someone was invited to a seat of a booking.' },
  'seat.accepted': { group: 'Seats', description: 'An invitee accepted their seat.' },
  'seat.transferred': { group: 'Seats', description: 'A seat was handed over to someone else.' },
  'waitlist.offered': { group: 'Waitlist', description: 'Freed seats were offered to someone waiting.' },
  'job_application.created': { group: 'Job board', description: 'Someone applied to a job posting.' },
  'payout.paid': { group: 'Payouts', description: "A coach's payout was sent to their account." },
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

/** The event a test send carries: no subscription needed, nothing in the team changed. */
export const WEBHOOK_PING_EVENT = 'ping';

/** The groups of WEBHOOK_EVENTS in their order, each with its events. */
export const WEBHOOK_EVENT_GROUPS: ReadonlyArray<{ group: string; events: WebhookEventType[] }> =
  WEBHOOK_EVENT_TYPES.reduce<Array<{ group: string; events: WebhookEventType[] }>>((groups, type) => {
    const { group } = WEBHOOK_EVENTS[type];
    const found = groups.find((entry) => entry.group === group);
    if (found) found.events.push(type);
    else groups.push({ group, events: [type] });
    return groups;
  }, []);

/**
 * The body of every delivery (docs/webhooks.md): `id` names the event (the same at every endpoint it
 * goes to; the `webhook-id` header names the delivery), `data` a small stable object of the event's kind.
 */
export interface WebhookPayload<D = Record<string, unknown>> {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_PING_EVENT;
  createdAt: string;
  tenantId: string;
  data: D;
}

/** Why an endpoint's address or events are refused (422 on the field). */
export const WEBHOOK_MESSAGES = {
  url: 'Give an http:// or https:// address.',
  https: 'Use an https:// address.',
  unresolved: 'This address could not be resolved.',
  privateAddress:
    'This address is on a private, loopback or link-local network, which webhooks may not reach.',
  credentials: 'Leave the user name and password out of the address: the signature proves who sends.',
  events: 'Choose at least one event.',
  disabledEndpoint: 'Enable the endpoint before redelivering to it.',
} as const;

const urlField = {
  type: 'string',
  transform: ['trim'],
  format: 'uri',
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
  maxLength: 2000,
  examples: ['https://hooks.example.com/exceed'],
  errorMessage: WEBHOOK_MESSAGES.url,
} as const;

const eventsField = {
  type: 'array',
  items: { type: 'string', enum: WEBHOOK_EVENT_TYPES },
  minItems: 1,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  uniqueItems: true,
  errorMessage: WEBHOOK_MESSAGES.events,
} as const;

const descriptionField = { type: 'string', transform: ['trim'], maxLength: 255 } as const;

/** Body of POST /v1/tenants/{id}/webhook-endpoints. */
export const createWebhookEndpointSchema = {
  type: 'object',
  properties: {
    url: urlField,
    description: { ...descriptionField, default: '' },
    events: eventsField,
  },
  required: ['url', 'events'],
  additionalProperties: false,
} as const;
export type CreateWebhookEndpointInput = FromSchema<typeof createWebhookEndpointSchema>;

/** Body of PATCH /v1/tenants/{id}/webhook-endpoints/{endpointId}: what changes. Enabling resets its failures. */
export const updateWebhookEndpointSchema = {
  type: 'object',
  properties: {
    url: urlField,
    description: descriptionField,
    events: eventsField,
    enabled: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
export type UpdateWebhookEndpointInput = FromSchema<typeof updateWebhookEndpointSchema>;

/** Path of one endpoint: its team, then it. */
export const webhookEndpointParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, endpointId: uuidSchema },
  required: ['id', 'endpointId'],
  additionalProperties: false,
} as const;

/** Path of one delivery: its team, then it. */
export const webhookDeliveryParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, deliveryId: uuidSchema },
  required: ['id', 'deliveryId'],
  additionalProperties: false,
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** The last delivery an endpoint made, as its row in the list shows it. */
const lastDeliverySchema = {
  type: ['object', 'null'],
  properties: {
    status: { type: 'string', enum: WEBHOOK_DELIVERY_STATUSES },
    eventType: { type: 'string' },
    responseStatus: nullableInteger,
    createdAt: timestampField,
  },
  required: ['status', 'eventType', 'responseStatus', 'createdAt'],
  additionalProperties: false,
} as const;

/** An endpoint as its team's owners and admins read it: never its secret (shown once, when made). */
export const webhookEndpointSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    url: { type: 'string' },
    description: { type: 'string' },
    events: { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENT_TYPES } },
    enabled: { type: 'boolean' },
    disabledReason: { ...nullableText, description: 'Why it stopped, when the API stopped it.' },
    failureCount: {
      type: 'integer',
      description: 'Deliveries in a row that failed every attempt; at 5 the endpoint is disabled.',
    },
    lastDelivery: lastDeliverySchema,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  required: [
    'id',
    'url',
    'description',
    'events',
    'enabled',
    'disabledReason',
    'failureCount',
    'lastDelivery',
    'createdAt',
    'updatedAt',
  ],
  additionalProperties: false,
} as const;
export type WebhookEndpointResource = FromSchema<typeof webhookEndpointSchema>;

/** A new endpoint: with the secret it signs with, shown this once. */
export const createdWebhookEndpointSchema = {
  ...webhookEndpointSchema,
  properties: {
    ...webhookEndpointSchema.properties,
    secret: { type: 'string', description: '`whsec_` and the base64 of the key; shown only now.' },
  },
  required: [...webhookEndpointSchema.required, 'secret'],
} as const;
export type CreatedWebhookEndpointResource = FromSchema<typeof createdWebhookEndpointSchema>;

/** One try of a delivery: what was sent when, and what came back. */
export const webhookAttemptSchema = {
  type: 'object',
  properties: {
    attempt: { type: 'integer', minimum: 1 },
    startedAt: timestampField,
    requestHeaders: { type: 'object', additionalProperties: { type: 'string' } },
    responseStatus: { ...nullableInteger, description: 'null: no answer (see `error`).' },
    responseBody: { ...nullableText, description: 'The first 1 KB of the answer.' },
    durationMs: { type: 'integer', minimum: 0 },
    error: nullableText,
  },
  required: [
    'attempt',
    'startedAt',
    'requestHeaders',
    'responseStatus',
    'responseBody',
    'durationMs',
    'error',
  ],
  additionalProperties: false,
} as const;
export type WebhookAttemptResource = FromSchema<typeof webhookAttemptSchema>;

/** One event sent to one endpoint: its body, where it stands, and every attempt, newest first. */
export const webhookDeliverySchema = {
  type: 'object',
  properties: {
    id: { ...uuidSchema, description: 'The `webhook-id` header: the same on every attempt.' },
    endpointId: uuidSchema,
    eventType: { type: 'string' },
    payload: { type: 'object' },
    status: { type: 'string', enum: WEBHOOK_DELIVERY_STATUSES },
    attempts: { type: 'integer', minimum: 0 },
    nextAttemptAt: { ...nullableText, format: 'date-time' },
    createdAt: timestampField,
    attemptLog: { type: 'array', items: webhookAttemptSchema },
    abilities: {
      type: 'object',
      properties: { redeliver: { type: 'boolean' } },
      required: ['redeliver'],
      additionalProperties: false,
    },
  },
  required: [
    'id',
    'endpointId',
    'eventType',
    'payload',
    'status',
    'attempts',
    'nextAttemptAt',
    'createdAt',
    'attemptLog',
    'abilities',
  ],
  additionalProperties: false,
} as const;
export type WebhookDeliveryResource = FromSchema<typeof webhookDeliverySchema>;

/** GET …/webhook-endpoints/{endpointId}/deliveries: a page, newest first. */
export const webhookDeliveryListQuerySchema = {
  type: 'object',
  properties: paginationQueryProperties,
  additionalProperties: false,
} as const;
