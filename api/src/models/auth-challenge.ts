import { BaseModel } from '../db/base-model.ts';

/**
 * What a one-time code or sign-in link proves: 'confirm-change' that the signed-in user holds their current
 * address (before an email or password change), 'change-email' that they hold the new one;
 * 'second-factor' is a sign-in waiting for its second step (its secret is the step's token), and the
 * passkey purposes hold a WebAuthn challenge (decision 0096).
 */
export type ChallengePurpose =
  | 'login'
  | 'register'
  | 'verify-email'
  | 'link'
  | 'confirm-change'
  | 'change-email'
  | 'second-factor'
  | 'passkey-register'
  | 'passkey-sign-in';

/** A mailed one-time code or sign-in link: hashed, single use, expiring, with a count of wrong tries. */
export class AuthChallenge extends BaseModel {
  static override tableName = 'auth_challenges';
  static override hidden = ['secretHash'];
  static override get jsonAttributes() {
    return ['payload'];
  }

  declare purpose: ChallengePurpose;
  declare email: string;
  declare userId: string | null;
  declare secretHash: string;
  declare attempts: number;
  declare payload: Record<string, unknown> | null;
  declare expiresAt: Date;
  declare consumedAt: Date | null;
}
