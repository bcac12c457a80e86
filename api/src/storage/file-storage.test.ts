import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { loadConfig } from '../config.ts';
import { CHUNK_BYTES } from './database-file-storage.ts';
import { type FileStorage, newStorageKey } from './file-storage.ts';
import { openFileStorage } from './open-file-storage.ts';

let db: TestDatabase;
let s3: TestS3Server;
beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
});
afterAll(async () => {
  await Promise.all([db?.destroy(), s3?.close()]);
});

/** Each store as the configuration opens it (the database store on PostgreSQL and PGlite alike). */
const stores: Array<[string, () => FileStorage]> = [
  [
    'local',
    () => openFileStorage(config({ DATA_DIR: mkdtempSync(join(tmpdir(), 'exceed-store-')) }), db.knex),
  ],
  ['database', () => openFileStorage(config({}), db.knex, 'database')],
  ['s3', () => openFileStorage(config(s3.env), db.knex)],
];

function config(env: Record<string, string>) {
  return loadConfig({ LOG_LEVEL: 'silent', ...env });
}

/** The bytes as a stream of uneven pieces, as a socket or a file gives them. */
function pieces(bytes: Buffer, size = 100_003): Readable {
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) parts.push(bytes.subarray(start, start + size));
  return Readable.from(parts, { objectMode: false });
}

/** What get answers, read whole. */
async function read(storage: FileStorage, key: string) {
  const stored = await storage.get(key);
  return stored && { size: stored.size, bytes: await buffer(stored.body) };
}

describe.each(stores)('the %s store', (_kind, open) => {
  it('gives back the bytes it was given, from a Buffer or a stream, with their length', async () => {
    const storage = open();
    const small = Buffer.from('hello, replicas');
    const small_key = newStorageKey();
    await storage.put(small_key, small, { contentType: 'text/plain', size: small.length });
    expect(await read(storage, small_key)).toEqual({ size: small.length, bytes: small });

    // More than two database chunks, ending mid-chunk.
    const large = randomBytes(2 * CHUNK_BYTES + 12_345);
    const large_key = newStorageKey();
    await storage.put(large_key, pieces(large), { contentType: 'application/pdf', size: large.length });
    const back = await read(storage, large_key);
    expect(back?.size).toBe(large.length);
    expect(back?.bytes.equals(large)).toBe(true);
    expect(await storage.has(large_key)).toBe(true);

    const empty_key = newStorageKey();
    await storage.put(empty_key, Buffer.alloc(0), { contentType: 'text/plain', size: 0 });
    expect(await read(storage, empty_key)).toEqual({ size: 0, bytes: Buffer.alloc(0) });
  });

  it('replaces what a key held', async () => {
    const storage = open();
    const key = newStorageKey();
    await storage.put(key, randomBytes(CHUNK_BYTES + 1), {
      contentType: 'text/plain',
      size: CHUNK_BYTES + 1,
    });
    await storage.put(key, Buffer.from('second'), { contentType: 'text/plain', size: 6 });
    expect((await read(storage, key))?.bytes.toString()).toBe('second');
  });

  it('answers nothing for a key it does not hold, and deletes (twice) without error', async () => {
    const storage = open();
    const key = newStorageKey();
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.has(key)).toBe(false);
    await storage.put(key, Buffer.from('gone soon'), { contentType: 'text/plain', size: 9 });
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.has(key)).toBe(false);
  });

  it('keeps nothing of a stream that breaks', async () => {
    const storage = open();
    const key = newStorageKey();
    const broken = Readable.from(
      (async function* () {
        yield randomBytes(CHUNK_BYTES + 10);
        throw new Error('the client went away');
      })(),
      { objectMode: false },
    );
    await expect(
      storage.put(key, broken, { contentType: 'text/plain', size: 2 * CHUNK_BYTES }),
    ).rejects.toThrow();
    expect(await storage.has(key)).toBe(false);
  });
});

describe('the database store', () => {
  it('refuses bytes that do not match the length announced, keeping none', async () => {
    const storage = openFileStorage(config({}), db.knex, 'database');
    const key = newStorageKey();
    await expect(
      storage.put(key, Buffer.from('abc'), { contentType: 'text/plain', size: 4 }),
    ).rejects.toThrow(/3 bytes came/);
    expect(await storage.has(key)).toBe(false);
  });

  it('streams a download a chunk at a time and fails it when the bytes vanish under it', async () => {
    const storage = openFileStorage(config({}), db.knex, 'database');
    const key = newStorageKey();
    const bytes = randomBytes(3 * CHUNK_BYTES);
    await storage.put(key, bytes, { contentType: 'application/pdf', size: bytes.length });
    const stored = await storage.get(key);
    const iterator = stored?.body[Symbol.asyncIterator]();
    const first = (await iterator?.next())?.value as Buffer;
    expect(first.length).toBeLessThanOrEqual(CHUNK_BYTES);
    await storage.delete(key);
    await expect(buffer(stored?.body ?? Readable.from([]))).rejects.toThrow(/ended at/);
  });
});
