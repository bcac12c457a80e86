import type { AuthenticatorProof, One, SecondFactorStatus } from '@exceed/contract';
import { api } from '@exceed/session';

/** The read of the signed-in user's second factors, which every write here refreshes. */
export const SECOND_FACTOR_PATH = '/auth/second-factor' as const;
const refresh = { revalidates: [SECOND_FACTOR_PATH] } as const;

/** The secret of an authenticator app being set up, as text, otpauth URI and QR code image. */
export interface AuthenticatorSetUp {
  secret: string;
  uri: string;
  qrCode: string;
}

/** POST /v1/auth/authenticator-app: a new secret to add to the app; nothing changes at sign-in yet. */
export function startAuthenticatorApp() {
  return api.post<One<AuthenticatorSetUp>>('/auth/authenticator-app', {}, { revalidates: [] });
}

/** POST /v1/auth/authenticator-app/confirm: the app's first code turns it on; answers the recovery codes. */
export function confirmAuthenticatorApp(code: string) {
  return api.post<One<{ recoveryCodes: string[] }>>('/auth/authenticator-app/confirm', { code }, refresh);
}

/** POST /v1/auth/authenticator-app/disable: turns two-step sign-in off, for the app's code or a recovery code. */
export function disableAuthenticatorApp(proof: AuthenticatorProof) {
  return api.post<One<SecondFactorStatus>>('/auth/authenticator-app/disable', proof, refresh);
}

/** POST /v1/auth/recovery-codes: a new set of recovery codes (the old ones stop working), for a proof. */
export function renewRecoveryCodes(proof: AuthenticatorProof) {
  return api.post<One<{ recoveryCodes: string[] }>>('/auth/recovery-codes', proof, refresh);
}
