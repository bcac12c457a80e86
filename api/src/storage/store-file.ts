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
  /** An image's blurred stand-in while it loads (makeImagePlaceholder); none for other files. */
  placeholder?: string | null;
  /** When a temporary file may be purged; null for one that is attached. */
  expiresAt: Date | null;
}

/** An upload whose bytes are in the storage, under `storageKey`, and which no `files` row names yet. */
export interface PutUpload {
  storageKey: string;
  upload: UploadedFile;
}

/**
 * Writes an upload's bytes to the storage under a new key. Call it before any transaction: a store may
 * take a database connection (or a network call) of its own, which must not wait while a transaction
 * holds one.
 */
export async function putUpload(
  storage: FileStorage,
  upload: UploadedFile,
  mimeType: string,
): Promise<PutUpload> {
  const storageKey = newStorageKey();
  await storage.put(storageKey, upload.bytes, { contentType: mimeType, size: upload.bytes.length });
  return { storageKey, upload };
}

/**
 * The `files` row of bytes already stored (putUpload), written by `knex` (the caller's transaction, or a
 * statement of its own). The bytes go first: a row must never point at nothing, while bytes left behind by
 * a rolled-back transaction only take space.
 */
export async function recordFile(
  knex: Knex,
  { storageKey, upload }: PutUpload,
  fields: StoredFileFields,
): Promise<StoredFile> {
  return await StoredFile.query(knex).insertAndFetch({
    ...fields,
    storageKey,
    originalName: upload.filename.slice(0, MAX_NAME_LENGTH),
    size: upload.bytes.length,
  });
}

/** putUpload then recordFile: bytes and row of an upload that needs nothing else written with its row. */
export async function storeFile(
  storage: FileStorage,
  knex: Knex,
  upload: UploadedFile,
  fields: StoredFileFields,
): Promise<StoredFile> {
  return recordFile(knex, await putUpload(storage, upload, fields.mimeType), fields);
}
