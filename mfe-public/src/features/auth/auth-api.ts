import type { One, RegisterUsingOtpInput, SignInProviderResource } from '@exceed/contract';
import { api, type SignInAnswer, useApi } from '@exceed/session';

/** What registering asks a code for: the new account's details, without the code. */
export type RegisterDetails = Omit<RegisterUsingOtpInput, 'otp' | 'token'>;

/** GET /v1/auth/providers: the external sign-in providers this deployment offers (none: an empty list). */
export function useSignInProviders() {
  return useApi<One<SignInProviderResource[]>>('/auth/providers');
}

/*
 * Signing in and registering change no cached read: the answer is the session's identity, which the
 * session store holds.
 */

/** POST /v1/auth/verify-token: signs in with a mailed link's single-use token. */
export function verifySignInToken(token: string) {
  return api.post<SignInAnswer>('/auth/verify-token', { token }, { revalidates: [] });
}

/** POST /v1/auth/register-using-otp with the details: mails a code to create the account with. */
export function mailRegisterCode(details: RegisterDetails) {
  return api.post('/auth/register-using-otp', details, { revalidates: [] });
}

/**
 * POST /v1/auth/register-using-otp with the details and `otp`: creates the account (a pending user) and
 * signs in.
 */
export function registerWithCode(body: RegisterDetails & Required<Pick<RegisterUsingOtpInput, 'otp'>>) {
  return api.post<SignInAnswer>('/auth/register-using-otp', body, { revalidates: [] });
}
