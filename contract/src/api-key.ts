import type { FromSchema } from 'json-schema-to-ts';
import { dataEnvelope } from './common.ts';
import { timestampField } from './fields.ts';

/**
 * What an API key may reach, by the part of the API (each route's OpenAPI tag belongs to one: api's
 * auth/api-key-scopes.ts) and read or write. A write scope does not grant the read of its part: a key
 * says each thing it may do.
 */
export const API_KEY_AREAS = {
  bookings: 'Bookings, seats, the waitlist, certificates and feedback',
  workshops: 'Workshops, schedules, sessions, resources, templates and promo codes',
  payments: 'Payments, refunds and payouts',
  team: "The team's settings, members, invitations, groups and announcements",
  jobs: 'Job postings and applications',
  webhooks: "The team's webhook endpoints and their deliveries",
  account: 'Your profile, notifications and files',
} as const;
export type ApiKeyArea = keyof typeof API_KEY_AREAS;

export const API_KEY_SCOPES = Object.keys(API_KEY_AREAS).flatMap((area) => [
  `${area}:read`,
  `${area}:write`,
]) as ReadonlyArray<`${ApiKeyArea}:${'read' | 'write'}`>;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key's secret starts so: a scanner for leaked secrets can spot one, and the API tells it from a session token. */
export const API_KEY_PREFIX = 'exk_';
/** How many characters of a key its lists show (the prefix and the start of the secret). */
export const API_KEY_SHOWN_LENGTH = 12;
/** How long a key may live, in days; null for no end. */
export const API_KEY_LIFETIMES = [30, 90, 365] as const;
/** Live keys one person or one team may hold. */
export const API_KEYS_MAX = 25;
export const API_KEY_NAME_MAX = 60;

export const API_KEY_MESSAGES = {
  missingScope: (scope: string) => `This API key lacks the scope ${scope}.`,
  notForKeys: 'API keys cannot be used for this operation. Sign in instead.',
  tooMany: `You can hold at most ${API_KEYS_MAX} live API keys here. Revoke one you no longer use first.`,
  teamNotManaged: 'Only owners and admins of a team make its API keys.',
} as const;

/** POST /v1/api-keys: a key for the caller (tenantId absent or null) or for a team they own or administer. */
export const createApiKeySchema = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      transform: ['trim'],
      minLength: 1,
      maxLength: API_KEY_NAME_MAX,
      errorMessage: `Name the key in 1 to ${API_KEY_NAME_MAX} characters.`,
    },
    scopes: {
      type: 'array',
      items: { enum: [...API_KEY_SCOPES] },
      minItems: 1,
      uniqueItems: true,
      errorMessage: 'Choose at least one thing the key may do.',
    },
    expiresInDays: {
      anyOf: [{ enum: [...API_KEY_LIFETIMES] }, { type: 'null' }],
      errorMessage: `Choose ${API_KEY_LIFETIMES.join(', ')} days, or no end.`,
    },
    tenantId: { anyOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }] },
  },
  required: ['name', 'scopes'],
  additionalProperties: false,
} as const;
export type CreateApiKeyInput = FromSchema<typeof createApiKeySchema>;

/** A team or a person, by id and name. */
const namedRefSchema = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;

/** A key as the lists show it: never its secret. */
export const apiKeySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    /** The first characters of the secret, to tell keys apart. */
    prefix: { type: 'string' },
    scopes: { type: 'array', items: { enum: [...API_KEY_SCOPES] } },
    team: { anyOf: [namedRefSchema, { type: 'null' }] },
    createdBy: namedRefSchema,
    createdAt: timestampField,
    lastUsedAt: { anyOf: [timestampField, { type: 'null' }] },
    expiresAt: { anyOf: [timestampField, { type: 'null' }] },
  },
  required: ['id', 'name', 'prefix', 'scopes', 'team', 'createdBy', 'createdAt', 'lastUsedAt', 'expiresAt'],
  additionalProperties: false,
} as const;
export type ApiKeyResource = FromSchema<typeof apiKeySchema>;

/** The answer of a create: the key, and its secret, shown this once. */
export const createdApiKeySchema = dataEnvelope({
  type: 'object',
  properties: { ...apiKeySchema.properties, token: { type: 'string' } },
  required: [...apiKeySchema.required, 'token'],
  additionalProperties: false,
} as const);

/** GET /v1/api-keys: the caller's keys and their teams' keys, with the teams they may make keys for. */
export const apiKeyListSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: apiKeySchema },
    meta: {
      type: 'object',
      properties: {
        teams: { type: 'array', items: namedRefSchema },
      },
      required: ['teams'],
      additionalProperties: false,
    },
  },
  required: ['data', 'meta'],
  additionalProperties: false,
} as const;
export type ApiKeyList = FromSchema<typeof apiKeyListSchema>;
