import { BaseModel } from '../db/base-model.ts';

/** A WebAuthn credential (passkey) of a user: a sign-in method that is two factors in itself. */
export class Passkey extends BaseModel {
  static override tableName = 'passkeys';
  static override hidden = ['publicKey'];

  declare userId: string;
  /** base64url, as the authenticator names it. */
  declare credentialId: string;
  declare publicKey: Buffer;
  declare counter: number | string;
  declare transports: string[];
  declare name: string;
  declare backedUp: boolean;
  declare lastUsedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
