import { BaseModel } from '../db/base-model.ts';

/** A user's link to an external OpenID Connect provider (sign-in, or the multiplai app) and its tokens. */
export class OAuthConnection extends BaseModel {
  static override tableName = 'oauth_connections';
  static override hidden = ['accessToken', 'refreshToken', 'idToken'];

  declare userId: string;
  declare provider: string;
  declare subject: string;
  declare accessToken: string | null;
  declare refreshToken: string | null;
  declare idToken: string | null;
  declare scope: string | null;
  declare expiresAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
