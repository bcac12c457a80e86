import type { Knex } from 'knex';
import type { FileStorage } from './file-storage.ts';

/** What a move did: files copied now, files the target already had, files whose local bytes are gone. */
export interface MoveReport {
  copied: number;
  alreadyThere: number;
  /** Storage keys of `files` rows with no bytes on the local disk (nothing to copy; reported, not fatal). */
  missing: string[];
}

/** Rows read at a time: the table may be large, and the move must not hold it all. */
const PAGE = 200;

/**
 * Copies the bytes of every `files` row from the local store (DATA_DIR/uploads) into `target`, streamed,
 * one file at a time, in storage key order. Idempotent and resumable: a file the target already holds is
 * skipped, and a store's put is all or nothing, so a move stopped halfway is finished by running it again.
 * The local files stay (an operator removes DATA_DIR/uploads once the new store serves). `onFile` hears
 * each key and what happened to it (the command logs it).
 */
export async function moveLocalFiles(
  knex: Knex,
  local: FileStorage,
  target: FileStorage,
  onFile: (key: string, outcome: 'copied' | 'already there' | 'missing') => void = () => undefined,
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, missing: [] };
  let after = '';
  for (;;) {
    const rows: Array<{ storageKey: string; mimeType: string }> = await knex('files')
      .select('storageKey', 'mimeType')
      .where('storageKey', '>', after)
      .orderBy('storageKey')
      .limit(PAGE);
    for (const { storageKey, mimeType } of rows) {
      if (await target.has(storageKey)) {
        report.alreadyThere++;
        onFile(storageKey, 'already there');
        continue;
      }
      const stored = await local.get(storageKey);
      if (!stored) {
        report.missing.push(storageKey);
        onFile(storageKey, 'missing');
        continue;
      }
      await target.put(storageKey, stored.body, { contentType: mimeType, size: stored.size });
      report.copied++;
      onFile(storageKey, 'copied');
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return report;
    after = last.storageKey;
  }
}
