import { loginUsingOtpSchema, registerUsingOtpSchema } from '@exceed/api/contract';
import { type BodyCheck, contractCheck } from '../../lib/contract-check.ts';

/** POST /v1/auth/login-using-otp: `{email}` asks for a code, `{email, otp}` signs in. */
export const LOGIN = { path: '/auth/login-using-otp', check: contractCheck(loginUsingOtpSchema) };

/** POST /v1/auth/register-using-otp: the details ask for a code, the details with `otp` create the account. */
export const REGISTER = { path: '/auth/register-using-otp', check: contractCheck(registerUsingOtpSchema) };

export interface OtpRoute {
  path: string;
  check: BodyCheck;
}
