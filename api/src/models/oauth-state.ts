import { BaseModel } from '../db/base-model.ts';

/** A redirect to an OpenID Connect provider awaiting its callback: single use, ten minutes. */
export class OAuthState extends BaseModel {
  static override tableName = 'oauth_states';
  // Rows are written once and deleted by the callback: created_at (filled by the database) is enough.
  static override timestamps = false;
  static override hidden = ['stateHash', 'codeVerifier', 'nonce'];

  declare stateHash: string;
  declare provider: string;
  declare codeVerifier: string;
  declare nonce: string;
  declare userId: string | null;
  declare redirect: string | null;
  declare expiresAt: Date;
  declare createdAt: Date;
}
