import { BaseModel } from '../db/base-model.ts';

/** One of a user's single-use recovery codes, for when their authenticator app is lost: only its hash. */
export class RecoveryCode extends BaseModel {
  static override tableName = 'recovery_codes';
  static override hidden = ['codeHash'];

  declare userId: string;
  declare codeHash: string;
  declare usedAt: Date | null;
  declare createdAt: Date;
}
