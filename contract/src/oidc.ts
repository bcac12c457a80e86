import type { FromSchema } from 'json-schema-to-ts';
import { timestampField } from './fields.ts';

/**
 * A path of this site to return to after the provider: one leading slash and no second one (nor a
 * backslash, which browsers read as a slash), so `//evil.example` cannot turn it into another site.
 */
const localPathField = {
  type: 'string',
  pattern: '^/(?![/\\\\])',
  maxLength: 2000,
  errorMessage: 'Redirect must be a path of this site.',
} as const;

/** GET /v1/auth/connect/{provider}/redirect: where to go once the provider sends the browser back. */
export const oidcRedirectQuerySchema = {
  type: 'object',
  properties: { redirect: localPathField },
  additionalProperties: false,
} as const;

/**
 * GET /v1/auth/connect/{provider}/callback: the provider's answer (RFC 6749 §4.1.2). Every field is optional
 * because an error answer has no code; the callback itself decides what a missing one means. The raw
 * query (with `iss` and anything else the provider adds) is what the client library checks.
 */
export const oidcCallbackQuerySchema = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 4000 },
    state: { type: 'string', maxLength: 500 },
    error: { type: 'string', maxLength: 500 },
  },
  additionalProperties: false,
} as const;

/** GET /v1/auth/connect/multiplai: whether the signed-in user connected a multiplai account. Never tokens. */
export const multiplaiConnectionSchema = {
  type: 'object',
  properties: {
    connected: { type: 'boolean' },
    connectedAt: { ...timestampField, type: ['string', 'null'] },
  },
  required: ['connected', 'connectedAt'],
  additionalProperties: false,
} as const;
export type MultiplaiConnectionResource = FromSchema<typeof multiplaiConnectionSchema>;

/**
 * The multiplai app as both areas' Apps pages (/b/apps, /c/apps) present it: one name and one sentence,
 * written once.
 */
export const MULTIPLAI_APP = {
  name: 'multiplai',
  description: "The multi-agent app: connect your account to use your workshops' agents there.",
} as const;

/**
 * Where the browser goes to connect multiplai (GET /v1/auth/connect/multiplai/redirect, a full page load):
 * the API sends it to multiplai and, once connected, back to `returnTo`, a path of this site.
 */
export const multiplaiConnectUrl = (returnTo: string): string =>
  `/v1/auth/connect/multiplai/redirect?redirect=${encodeURIComponent(returnTo)}`;

/**
 * A failed multiplai connection lands on the multiplai page of the area that started it with
 * `?error=multiplai`; the page then says MULTIPLAI_FAILED_MESSAGE.
 */
export const MULTIPLAI_ERROR = 'multiplai';

/** What a multiplai page says after a failed connection (`?error=multiplai`). */
export const MULTIPLAI_FAILED_MESSAGE = 'multiplai could not be connected. Please try again.';

/** GET /v1/auth/providers: the external sign-in providers this deployment offers (none, or OIDC_*). */
export const signInProviderSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', enum: ['oidc'] },
    name: { type: 'string', description: 'What the button calls it: "Continue with {name}".' },
    url: { type: 'string', description: 'Where the browser goes to start (add ?redirect= to land there).' },
  },
  required: ['id', 'name', 'url'],
  additionalProperties: false,
} as const;
export type SignInProviderResource = FromSchema<typeof signInProviderSchema>;
