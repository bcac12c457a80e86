import type { Knex } from 'knex';
import { StoredFile } from '../models/stored-file.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Removes files whose expiry has passed: temporary uploads never attached and replaced avatars (attaching
 * clears expires_at). Rows go first, then bytes: a crash in between leaves unreferenced bytes, never a row
 * without its bytes. Safe to run on every replica at once (each row is deleted once; deleting bytes twice
 * is harmless).
 *
 * Not called per request: the hourly retention step runs it (retention/run-retention.ts),
 * so uploads never wait for it. Answers how many files it removed.
 */
export async function purgeExpiredFiles(
  knex: Knex,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const removed = await StoredFile.query(knex).delete().where('expiresAt', '<', now).returning('storageKey');
  for (const file of removed) await storage.delete(file.storageKey);
  return removed.length;
}
