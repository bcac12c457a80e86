import { bodyCheck, type ErrorBag, loginUsingOtpSchema } from '@exceed/api/contract';

/** A route that mails a code for some details and, sent the same details with `otp`, signs in. */
export interface CodeRoute {
  path: string;
  /** The route's contract check of a body, for the form. */
  check: (body: object) => ErrorBag;
}

/** POST /v1/auth/login-using-otp: `{email}` asks for a code, `{email, otp}` signs in. */
export const LOGIN: CodeRoute = { path: '/auth/login-using-otp', check: bodyCheck(loginUsingOtpSchema) };
