import type { Knex } from 'knex';
import type { UploadedFile } from '../http/multipart.ts';
import { StoredFile } from '../models/stored-file.ts';
import { type FileStorage, newStorageKey } from './file-storage.ts';

/** The longest original name kept: it is only shown back, and a client may send any length. */
const MAX_NAME_LENGTH = 255;

/** What is known of an upload beyond its bytes. */
export interface StoredFileFields {
  ownerId: string | null;
  /** The type to record: read from the bytes for images. */
  mimeType: string;
  width: number | null;
  height: number | null;
  /** When a temporary file may be purged; null for one that is attached. */
  expiresAt: Date | null;
}

/**
 * Writes the bytes to the storage, then the `files` row in the request's transaction. The bytes go first:
 * a row must never point at nothing, while bytes left behind by a rolled-back transaction only take space.
 */
export async function storeFile(
  storage: FileStorage,
  trx: Knex.Transaction,
  upload: UploadedFile,
  fields: StoredFileFields,
): Promise<StoredFile> {
  const storageKey = newStorageKey();
  await storage.put(storageKey, upload.bytes, fields.mimeType);
  return StoredFile.query(trx).insertAndFetch({
    ...fields,
    storageKey,
    originalName: upload.filename.slice(0, MAX_NAME_LENGTH),
    size: upload.bytes.length,
  });
}
