import { BaseModel } from '../db/base-model.ts';

/** A named permission a role can grant. */
export class Permission extends BaseModel {
  static override tableName = 'permissions';

  declare name: string;
  declare description: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
