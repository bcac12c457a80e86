import { BaseModel } from '../db/base-model.ts';

/** A signed-in session: a cookie session of a browser or a bearer token; revoked on logout. */
export class AuthSession extends BaseModel {
  static override tableName = 'auth_sessions';
  static override hidden = ['tokenHash'];

  declare userId: string;
  declare kind: 'cookie' | 'token';
  declare tokenHash: string;
  declare userAgent: string | null;
  declare ip: string | null;
  declare lastUsedAt: Date;
  declare expiresAt: Date;
  declare revokedAt: Date | null;
  /** When the session proved a second factor (decision 0096); null for one factor. */
  declare secondFactorAt: Date | null;
}
