import { bodyCheck, loginUsingOtpSchema, registerUsingOtpSchema } from '@exceed/api/contract';

/** POST /v1/auth/login-using-otp: `{email}` asks for a code, `{email, otp}` signs in. */
export const LOGIN = { path: '/auth/login-using-otp', check: bodyCheck(loginUsingOtpSchema) };

/** POST /v1/auth/register-using-otp: the details ask for a code, the details with `otp` create the account. */
export const REGISTER = { path: '/auth/register-using-otp', check: bodyCheck(registerUsingOtpSchema) };

export interface OtpRoute {
  path: string;
  check: (body: object) => Record<string, string[]>;
}
