import { bodyCheck, registerUsingOtpSchema } from '@exceed/contract';
import type { CodeRoute } from '../../lib/code-sign-in/code-route.ts';
import { mailRegisterCode, type RegisterDetails, registerWithCode } from './auth-api.ts';

/** Registering by code: the details ask for a code, the details with `otp` create the account. */
export const REGISTER: CodeRoute<RegisterDetails> = {
  mailCode: mailRegisterCode,
  signIn: registerWithCode,
  check: bodyCheck(registerUsingOtpSchema),
};
