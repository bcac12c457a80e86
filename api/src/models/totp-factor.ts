import { BaseModel } from '../db/base-model.ts';

/**
 * A user's authenticator app (TOTP, RFC 6238): its secret, confirmed once a first code matched. Until then
 * it is a set-up in progress and asks nothing at sign-in.
 */
export class TotpFactor extends BaseModel {
  static override tableName = 'totp_factors';
  static override idColumn = 'userId';
  static override hidden = ['secret'];

  declare userId: string;
  declare secret: string;
  declare confirmedAt: Date | null;
  /** The last 30-second step whose code was accepted: no code works twice. */
  declare lastStep: number | string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
