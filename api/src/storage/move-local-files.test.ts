import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/identity-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import type { StoredFile } from '../models/stored-file.ts';
import { CHUNK_BYTES, DatabaseFileStorage } from './database-file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { moveLocalFiles } from './move-local-files.ts';
import { storeFile } from './store-file.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.destroy());

/** Uploads stored on a machine's disk as the API stored them (bytes, then the row). */
async function localUploads(local: FileStorage, count: number) {
  const owner = await createUser(db.knex);
  const files: Array<{ file: StoredFile; bytes: Buffer }> = [];
  for (let i = 0; i < count; i++) {
    const bytes = randomBytes(i === 0 ? CHUNK_BYTES * 2 + 7 : 1000 + i);
    const upload = { field: 'file', filename: `f${i}.bin`, mimeType: 'application/pdf', bytes };
    const fields = {
      ownerId: owner.id,
      mimeType: 'application/pdf',
      width: null,
      height: null,
      expiresAt: null,
    };
    files.push({ file: await storeFile(local, db.knex, upload, fields), bytes });
  }
  return files;
}

describe('moveLocalFiles', () => {
  it('copies every local file into the target, resumes after a failure, and copies nothing twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'exceed-move-'));
    const local = new LocalFileStorage(dataDir);
    const target = new DatabaseFileStorage(db.knex);
    const files = await localUploads(local, 4);
    const gone = files[3]?.file.storageKey ?? '';
    await local.delete(gone);

    // The second copy fails (the store went away mid-move): the first stays copied.
    let puts = 0;
    const failing: FileStorage = {
      has: (key) => target.has(key),
      get: (key) => target.get(key),
      delete: (key) => target.delete(key),
      put: (key, body, about) =>
        ++puts === 2 ? Promise.reject(new Error('store down')) : target.put(key, body, about),
    };
    await expect(moveLocalFiles(db.knex, local, failing)).rejects.toThrow('store down');

    const resumed = await moveLocalFiles(db.knex, local, target);
    expect(resumed).toEqual({ copied: 2, alreadyThere: 1, missing: [gone] });
    for (const { file, bytes } of files.slice(0, 3)) {
      const stored = await target.get(file.storageKey);
      expect(stored?.size).toBe(bytes.length);
      expect(stored && (await buffer(stored.body)).equals(bytes)).toBe(true);
    }
    const [blob] = await db
      .knex('file_blobs')
      .select('contentType')
      .where({ key: files[0]?.file.storageKey });
    expect(blob).toEqual({ contentType: 'application/pdf' });

    expect(await moveLocalFiles(db.knex, local, target)).toEqual({
      copied: 0,
      alreadyThere: 3,
      missing: [gone],
    });
  });
});

describe('npm run files:move', () => {
  const command = join(import.meta.dirname, 'move-files-command.ts');
  const run = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [command, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('refuses a target that is not a shared store, saying which are', async () => {
    const answer = await run(['--to', 'local'], { DATA_DIR: mkdtempSync(join(tmpdir(), 'exceed-move-')) });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(
      /files:move copies into database or s3 storage: use --to database\|s3 \(got "local"\)/,
    );
    const noServer = await run(['--to', 'database'], {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'exceed-move-')),
    });
    expect(noServer.stderr).toMatch(/--to database needs DATABASE_URL/);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'moves the files of DATA_DIR into the database it is given',
    async () => {
      // Only this test's files: a row whose bytes are on no disk fails the move (its code is 1).
      await db.knex('files').delete();
      const dataDir = mkdtempSync(join(tmpdir(), 'exceed-move-'));
      const files = await localUploads(new LocalFileStorage(dataDir), 2);
      const answer = await run([], { DATA_DIR: dataDir, DATABASE_URL: db.url ?? '' });
      expect(answer).toEqual({ code: 0, stderr: '' });
      const target = new DatabaseFileStorage(db.knex);
      for (const { file } of files) expect(await target.has(file.storageKey)).toBe(true);
    },
  );
});
