import { BaseModel } from '../db/base-model.ts';

/** A tag that labels workshops and coaches in the marketplace. */
export class Tag extends BaseModel {
  static override tableName = 'tags';

  declare name: string;
  declare slug: string;
}
