import type { FromSchema } from 'json-schema-to-ts';
import { dataEnvelope } from './common.ts';
import { emailField, nameField, otpField } from './fields.ts';
import { secondStepSchema } from './second-factor.ts';
import { passwordField, usernameField, userSchema } from './user.ts';

/** `"token": true` asks for token mode: the answer carries a bearer token instead of a session cookie. */
const tokenModeField = { type: 'boolean', default: false } as const;

/** POST /v1/auth/login-using-otp: `{email}` mails a code; `{email, otp}` signs in. */
export const loginUsingOtpSchema = {
  type: 'object',
  properties: { email: emailField, otp: otpField, token: tokenModeField },
  required: ['email'],
  additionalProperties: false,
} as const;
export type LoginUsingOtpInput = FromSchema<typeof loginUsingOtpSchema>;

/** POST /v1/auth/register-using-otp: the details mail a code; the same with `otp` creates the account. */
export const registerUsingOtpSchema = {
  type: 'object',
  properties: {
    email: emailField,
    username: usernameField,
    firstName: nameField,
    lastName: nameField,
    otp: otpField,
    token: tokenModeField,
  },
  required: ['email', 'username', 'firstName', 'lastName'],
  additionalProperties: false,
} as const;
export type RegisterUsingOtpInput = FromSchema<typeof registerUsingOtpSchema>;

/** POST /v1/auth/verify-email-using-otp: `{}` mails a code to the signed-in user; `{otp}` verifies. */
export const verifyEmailUsingOtpSchema = {
  type: 'object',
  properties: { otp: otpField },
  additionalProperties: false,
} as const;
export type VerifyEmailUsingOtpInput = FromSchema<typeof verifyEmailUsingOtpSchema>;

/** POST /v1/auth/confirm-change-code: nothing; mails a code to the signed-in user's current address. */
export const confirmChangeCodeSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

/** POST /v1/auth/verify-token: the secret of a sign-in link. */
export const verifyTokenSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 255 }, tokenMode: tokenModeField },
  required: ['token'],
  additionalProperties: false,
} as const;

/** POST /v1/auth/send-login-link: mails a single-use sign-in link. */
export const sendLoginLinkSchema = {
  type: 'object',
  properties: { email: emailField, redirect: { type: 'string', pattern: '^/', maxLength: 2000 } },
  required: ['email'],
  additionalProperties: false,
} as const;

/** POST /v1/login: email and password. */
export const passwordLoginSchema = {
  type: 'object',
  properties: {
    email: emailField,
    password: { ...passwordField, pattern: undefined, minLength: 1 },
    token: tokenModeField,
  },
  required: ['email', 'password'],
  additionalProperties: false,
} as const;

/** Token mode's answer to a sign-in: the bearer token and the user. */
export const tokenSignInSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: { token: { type: 'string' }, user: userSchema },
      required: ['token', 'user'],
      additionalProperties: false,
    },
  },
  required: ['data'],
  additionalProperties: false,
} as const;

/**
 * A sign-in's answer: the user in cookie mode, the token and the user in token mode, or, for an account
 * with an authenticator app, the second step it still needs.
 */
export const signInAnswerSchema = {
  oneOf: [dataEnvelope(userSchema), tokenSignInSchema, secondStepSchema],
} as const;

/** The answer of a step that mailed something: the same whether or not the email has an account. */
export const mailedSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
} as const;

/** How long a mailed code works (SPEC.md leaves it open; docs/identity.md). */
export const OTP_LIFETIME_MINUTES = 10;
/** How long a mailed sign-in link works. */
export const LOGIN_LINK_LIFETIME_MINUTES = 15;

/**
 * Messages of the sign-in steps. A wrong, expired, used or never-sent code all read the same, so the
 * answer never tells whether an email has an account.
 */
export const AUTH_MESSAGES = {
  codeSent: 'Check your email for a 6-digit code. It expires in 10 minutes.',
  linkSent: 'Check your email for a sign-in link. It expires in 15 minutes.',
  codeInvalid: 'This code is invalid or has expired.',
  linkInvalid: 'This sign-in link is invalid or has expired.',
  credentials: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  usernameTaken: 'The username has already been taken.',
  alreadyVerified: 'Your email is already verified.',
  proofNeeded: 'Confirm it is you: enter your current password or a code sent to your email.',
  codeNeeded: 'Confirm it is you: send a code to your email and enter it.',
  passwordWrong: 'The password is incorrect.',
} as const;
