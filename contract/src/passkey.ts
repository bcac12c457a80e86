import type { FromSchema } from 'json-schema-to-ts';
import { dataEnvelope } from './common.ts';
import { timestampField } from './fields.ts';

/** How long a passkey's name may be. */
export const PASSKEY_NAME_MAX = 60;

const passkeyNameField = {
  type: 'string',
  transform: ['trim'],
  minLength: 1,
  maxLength: PASSKEY_NAME_MAX,
  errorMessage: `Name the passkey in 1 to ${PASSKEY_NAME_MAX} characters.`,
} as const;

/** `"token": true` asks for token mode, as the other sign-in routes take it. */
const tokenModeField = { type: 'boolean', default: false } as const;

/**
 * What the browser's WebAuthn call answered (@simplewebauthn/browser's RegistrationResponseJSON or
 * AuthenticationResponseJSON). Only its outline is checked here: the ceremony's verification reads the
 * rest, and anything it cannot read is the route's 422.
 */
const credentialResponseField = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 1024 },
    rawId: { type: 'string', minLength: 1, maxLength: 1024 },
    type: { const: 'public-key' },
    response: { type: 'object' },
  },
  required: ['id', 'rawId', 'type', 'response'],
  additionalProperties: true,
  errorMessage: 'Your browser answered something that is not a passkey. Try again.',
} as const;

/** A passkey as its owner's Settings list it; the key itself never leaves the server. */
export const passkeySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    createdAt: timestampField,
    lastUsedAt: { anyOf: [timestampField, { type: 'null' }] },
    /** Whether the authenticator syncs it (a phone's or password manager's passkey survives a lost device). */
    backedUp: { type: 'boolean' },
  },
  required: ['id', 'name', 'createdAt', 'lastUsedAt', 'backedUp'],
  additionalProperties: false,
} as const;
export type PasskeyResource = FromSchema<typeof passkeySchema>;

export const passkeyEnvelopeSchema = dataEnvelope(passkeySchema);
export const passkeyListSchema = dataEnvelope({ type: 'array', items: passkeySchema } as const);

/** POST /v1/auth/passkeys: the new credential, and a name (default: the authenticator's, or "Passkey"). */
export const addPasskeySchema = {
  type: 'object',
  properties: { name: passkeyNameField, response: credentialResponseField },
  required: ['response'],
  additionalProperties: false,
} as const;
export type AddPasskeyInput = FromSchema<typeof addPasskeySchema>;

/** PATCH /v1/auth/passkeys/:id: partial, as every update schema is (DESIGN.md). */
export const renamePasskeySchema = {
  type: 'object',
  properties: { name: passkeyNameField },
  additionalProperties: false,
} as const;
export type RenamePasskeyInput = FromSchema<typeof renamePasskeySchema>;

/** POST /v1/auth/passkeys/sign-in: what the authenticator signed. */
export const passkeySignInSchema = {
  type: 'object',
  properties: { response: credentialResponseField, token: tokenModeField },
  required: ['response'],
  additionalProperties: false,
} as const;
export type PasskeySignInInput = FromSchema<typeof passkeySignInSchema>;

/**
 * The options a browser passes to navigator.credentials (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON), as @simplewebauthn/browser takes them.
 */
export const passkeyOptionsSchema = dataEnvelope({
  type: 'object',
  properties: { challenge: { type: 'string' } },
  required: ['challenge'],
  additionalProperties: true,
} as const);

export const PASSKEY_MESSAGES = {
  registrationFailed: 'This passkey could not be added. Try again.',
  signInFailed: 'This passkey could not sign you in.',
  defaultName: 'Passkey',
} as const;
