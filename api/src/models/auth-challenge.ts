import { BaseModel } from '../db/base-model.ts';

/** What a one-time code or sign-in link proves. */
export type ChallengePurpose = 'login' | 'register' | 'verify-email' | 'link';

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
