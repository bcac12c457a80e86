import { BaseModel } from '../db/base-model.ts';

/** An uploaded file: its bytes live in the storage under `storageKey`; temporary ones expire. */
export class StoredFile extends BaseModel {
  static override tableName = 'files';

  declare ownerId: string | null;
  declare storageKey: string;
  declare originalName: string;
  declare mimeType: string;
  declare size: number;
  declare width: number | null;
  declare height: number | null;
  declare placeholder: string | null;
  declare expiresAt: Date | null;
  declare createdAt: Date;
}
