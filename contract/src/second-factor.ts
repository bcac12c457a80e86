import type { FromSchema } from 'json-schema-to-ts';
import { dataEnvelope } from './common.ts';

/** How a sign-in's second step may be proved (decision 0096). */
export const SECOND_FACTOR_METHODS = ['authenticator-app', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

const authenticatorCodeField = {
  type: 'string',
  transform: ['trim'],
  pattern: '^[0-9]{6}$',
  errorMessage: 'Enter the 6-digit code your authenticator app shows.',
} as const;

/** A recovery code as shown (`xxxxx-xxxxx`); typed with or without the dash, in any case. */
const recoveryCodeField = {
  type: 'string',
  transform: ['trim', 'toLowerCase'],
  pattern: '^[0-9a-z]{5}-?[0-9a-z]{5}$',
  errorMessage: 'Enter one of your recovery codes, like 4f7k2-9xq3m.',
} as const;

/**
 * A sign-in that needs its second step: no session yet. In cookie mode the step's token is in an httpOnly
 * cookie; in token mode it is `token`, to send back with the code.
 */
export const secondStepSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        secondFactor: {
          type: 'object',
          properties: {
            methods: { type: 'array', items: { enum: SECOND_FACTOR_METHODS } },
            expiresAt: { type: 'string', format: 'date-time' },
            token: { type: 'string' },
          },
          required: ['methods', 'expiresAt'],
          additionalProperties: false,
        },
      },
      required: ['secondFactor'],
      additionalProperties: false,
    },
  },
  required: ['data'],
  additionalProperties: false,
} as const;
export type SecondStep = FromSchema<typeof secondStepSchema>['data']['secondFactor'];

/**
 * POST /v1/auth/second-factor: the second step of a sign-in, by the app's code or else a recovery code
 * (one of them is needed: SECOND_FACTOR_MESSAGES.proofNeeded).
 */
export const secondFactorSchema = {
  type: 'object',
  properties: {
    code: authenticatorCodeField,
    recoveryCode: recoveryCodeField,
    token: { type: 'string', minLength: 1, maxLength: 255 },
  },
  additionalProperties: false,
} as const;
export type SecondFactorInput = FromSchema<typeof secondFactorSchema>;

/** What the account has for a second factor, as its owner's Settings show it. */
export const secondFactorStatusSchema = {
  type: 'object',
  properties: {
    authenticatorApp: { type: 'boolean' },
    recoveryCodesLeft: { type: 'integer' },
    passkeys: { type: 'integer' },
    /** Whether the session asking proved a second factor (the admin area and payout changes need it). */
    thisSession: { type: 'boolean' },
  },
  required: ['authenticatorApp', 'recoveryCodesLeft', 'passkeys', 'thisSession'],
  additionalProperties: false,
} as const;
export type SecondFactorStatus = FromSchema<typeof secondFactorStatusSchema>;

/** POST /v1/auth/authenticator-app: a new secret to add to the app, as text and as a QR code. */
export const authenticatorSetUpSchema = dataEnvelope({
  type: 'object',
  properties: {
    secret: { type: 'string' },
    uri: { type: 'string' },
    /** The otpauth URI as a QR code for the app's camera: an SVG data URL, for an img. */
    qrCode: { type: 'string' },
  },
  required: ['secret', 'uri', 'qrCode'],
  additionalProperties: false,
} as const);

/** A proof of the app: its current code, or else a recovery code (not for the set-up's confirmation). */
export const authenticatorProofSchema = {
  type: 'object',
  properties: { code: authenticatorCodeField, recoveryCode: recoveryCodeField },
  additionalProperties: false,
} as const;
export type AuthenticatorProof = FromSchema<typeof authenticatorProofSchema>;

/** The recovery codes of a new set, shown once. */
export const recoveryCodesSchema = dataEnvelope({
  type: 'object',
  properties: { recoveryCodes: { type: 'array', items: { type: 'string' } } },
  required: ['recoveryCodes'],
  additionalProperties: false,
} as const);

export const SECOND_FACTOR_MESSAGES = {
  proofNeeded: 'Enter the code of your authenticator app or one of your recovery codes.',
  codeWrong: 'This code is not right. Enter the code your authenticator app shows now.',
  recoveryCodeWrong: 'This recovery code is not right, or it was used already.',
  stepExpired: 'This sign-in has expired. Sign in again.',
  notSetUp: 'Set up your authenticator app first.',
  alreadyOn: 'Your authenticator app is already set up.',
  adminNeedsSecondFactor:
    'The admin area needs a second factor: sign in with a passkey or your authenticator app (Settings → Account sets one up).',
  payoutNeedsSecondFactor:
    'Connecting or changing a payout account needs a second factor: set up an authenticator app or a passkey in Settings → Account, or sign in with one.',
} as const;
