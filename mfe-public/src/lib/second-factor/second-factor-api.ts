import type { SecondFactorInput } from '@exceed/contract';
import { api, type SessionAnswer } from '@exceed/session';

/**
 * POST /v1/auth/second-factor: finishes a sign-in with the authenticator app's code or a recovery code (the
 * step's token is in the browser's httpOnly cookie). The answer is the session's identity.
 */
export function finishSecondStep(body: Omit<SecondFactorInput, 'token'>) {
  return api.post<SessionAnswer>('/auth/second-factor', body, { revalidates: [] });
}
