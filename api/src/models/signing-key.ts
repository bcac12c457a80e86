import type { JWK } from 'jose';
import { BaseModel } from '../db/base-model.ts';

/**
 * One of the platform's keys for signing certificates (certificates/signing-keys.ts). The current one has
 * no retiredAt; a retired one signs nothing more but stays published, so what it signed still verifies.
 */
export class SigningKey extends BaseModel {
  static override tableName = 'signing_keys';
  static override idColumn = 'kid';
  static override timestamps = false;
  static override hidden = ['privateJwk'];

  /** The RFC 7638 thumbprint of the public key: what a JWS header names. */
  declare kid: string;
  declare algorithm: string;
  declare publicJwk: JWK;
  declare privateJwk: JWK;
  declare createdAt: Date;
  declare retiredAt: Date | null;

  static override get jsonAttributes(): string[] {
    return ['publicJwk', 'privateJwk'];
  }
}
