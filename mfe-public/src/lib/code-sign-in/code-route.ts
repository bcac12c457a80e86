import { bodyCheck, type ErrorBag, loginUsingOtpSchema } from '@exceed/contract';
import type { SignInAnswer } from '@exceed/session';
import { logInWithCode, mailLoginCode } from './login-api.ts';

/**
 * A sign-in by mailed code (logging in, registering): one route mails a code for some details and, sent the
 * same details with `otp`, signs in.
 */
export interface CodeRoute<D extends { email: string }> {
  /** Mails a code for the details. */
  mailCode: (details: D) => Promise<unknown>;
  /** Sends the details with the mailed code: signs in. */
  signIn: (details: D & { otp: string }) => Promise<SignInAnswer>;
  /** The route's contract check of a body, for the form. */
  check: (body: object) => ErrorBag;
}

/** Logging in by code: `{email}` asks for a code, `{email, otp}` signs in. */
export const LOGIN: CodeRoute<{ email: string }> = {
  mailCode: mailLoginCode,
  signIn: logInWithCode,
  check: bodyCheck(loginUsingOtpSchema),
};
