import type { LoginUsingOtpInput } from '@exceed/contract';
import { api, type SignInAnswer } from '@exceed/session';

/**
 * POST /v1/auth/login-using-otp with `{email}`: mails a sign-in code; the answer is the same whether or not
 * the address has an account. No read changes.
 */
export function mailLoginCode(body: Pick<LoginUsingOtpInput, 'email'>) {
  return api.post('/auth/login-using-otp', body, { revalidates: [] });
}

/**
 * POST /v1/auth/login-using-otp with `{email, otp}`: signs in with the mailed code; the answer is the
 * session's identity, which the session store holds, not a cached read.
 */
export function logInWithCode(body: Required<Pick<LoginUsingOtpInput, 'email' | 'otp'>>) {
  return api.post<SignInAnswer>('/auth/login-using-otp', body, { revalidates: [] });
}
