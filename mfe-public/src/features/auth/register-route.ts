import { bodyCheck, registerUsingOtpSchema } from '@exceed/api/contract';
import type { CodeRoute } from '../../lib/code-sign-in/code-route.ts';

/** POST /v1/auth/register-using-otp: the details ask for a code, the details with `otp` create the account. */
export const REGISTER: CodeRoute = {
  path: '/auth/register-using-otp',
  check: bodyCheck(registerUsingOtpSchema),
};
