import { type One, PASSKEY_MESSAGES } from '@exceed/contract';
import { ApiError, api, type SessionAnswer } from '@exceed/session';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';

/**
 * Signs in with a passkey: the API's challenge (POST /v1/auth/passkeys/sign-in-options), the browser's
 * prompt for any passkey of this site (startAuthentication), then POST /v1/auth/passkeys/sign-in, whose
 * answer is a session (a passkey is two factors: no second step), for the caller to keep. Throws
 * PasskeySignInError with words for the person; /login and the second step of a sign-in both use it.
 */
export async function signInWithPasskey(): Promise<SessionAnswer> {
  try {
    const options = await api.post<One<PublicKeyCredentialRequestOptionsJSON>>(
      '/auth/passkeys/sign-in-options',
      {},
      { revalidates: [], notify: false },
    );
    const response = await startAuthentication({ optionsJSON: options.data });
    return await api.post<SessionAnswer>(
      '/auth/passkeys/sign-in',
      { response },
      { revalidates: [], notify: false },
    );
  } catch (error) {
    throw new PasskeySignInError(passkeySignInFailure(error));
  }
}

/** A passkey sign-in that did not happen, with why in words. */
export class PasskeySignInError extends Error {
  override name = 'PasskeySignInError';
}

/** What to tell the person of a failed signInWithPasskey. */
export const passkeyFailureOf = (error: unknown): string =>
  error instanceof PasskeySignInError ? error.message : PASSKEY_MESSAGES.signInFailed;

function passkeySignInFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429)
      return error.message || 'Too many sign-in attempts. Wait a minute and try again.';
    return Object.values(error.errors).flat()[0] ?? (error.message || PASSKEY_MESSAGES.signInFailed);
  }
  const name = error instanceof Error ? error.name : '';
  // A closed or timed-out prompt is the person's choice, not a fault.
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'No passkey was used: the prompt was closed or timed out. Try again, or sign in with a code.';
  }
  return 'Your browser could not use a passkey. Sign in with a code instead.';
}
