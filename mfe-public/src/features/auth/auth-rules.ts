import { createValidator, loginUsingOtpSchema, registerUsingOtpSchema } from '@exceed/api/contract';
import type { FieldErrors } from '@exceed/session';

/** A body checked by the contract's own schema of the route, with its messages; `{}` when valid. */
export type BodyCheck = (body: object) => FieldErrors;

function checkWith(schema: object): BodyCheck {
  const validator = createValidator(schema);
  return (body) => {
    const result = validator(body);
    return result.valid ? {} : result.errors;
  };
}

/** POST /v1/auth/login-using-otp: `{email}` asks for a code, `{email, otp}` signs in. */
export const LOGIN = { path: '/auth/login-using-otp', check: checkWith(loginUsingOtpSchema) };

/** POST /v1/auth/register-using-otp: the details ask for a code, the details with `otp` create the account. */
export const REGISTER = { path: '/auth/register-using-otp', check: checkWith(registerUsingOtpSchema) };

export interface OtpRoute {
  path: string;
  check: BodyCheck;
}
