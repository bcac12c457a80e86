import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { FileStorage, StoredBytes, StoredObject } from './file-storage.ts';

/** The bytes of one row of file_blob_chunks: a download holds about one of them at a time. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Uploaded bytes in PostgreSQL (file_blobs and file_blob_chunks): the default store with a PostgreSQL
 * server, shared by every process on it with nothing more to run. Needs a server, not the embedded PGlite:
 * it uses connections of its own beside a request's transaction, and PGlite has one (config.ts refuses it).
 */
export class DatabaseFileStorage implements FileStorage {
  private readonly knex: Knex;

  constructor(knex: Knex) {
    this.knex = knex;
  }

  /** One transaction: readers see the whole file or none of it, and a broken stream leaves nothing. */
  async put(key: string, body: Readable | Buffer, { contentType, size }: StoredObject): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await trx('file_blobs').where({ key }).delete();
      await trx('file_blobs').insert({ key, contentType, size });
      let seq = 0;
      let written = 0;
      for await (const bytes of chunksOf(body)) {
        await trx('file_blob_chunks').insert({ key, seq: seq++, bytes });
        written += bytes.length;
      }
      if (written !== size) throw new Error(`${written} bytes came for ${key}, not the ${size} announced`);
    });
  }

  async get(key: string): Promise<StoredBytes | undefined> {
    const blob = await this.knex('file_blobs').first('size').where({ key });
    if (!blob) return undefined;
    const size = Number(blob.size);
    // Bytes mode: the stream asks for the next chunk when the response has taken the last one.
    return { body: Readable.from(this.chunksOf(key, size), { objectMode: false }), size };
  }

  async has(key: string): Promise<boolean> {
    return (await this.knex('file_blobs').first('key').where({ key })) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await this.knex('file_blobs').where({ key }).delete();
  }

  /** The chunks of a stored file in order; fails when they fall short (the file deleted meanwhile). */
  private async *chunksOf(key: string, size: number): AsyncGenerator<Buffer> {
    let read = 0;
    for (let seq = 0; read < size; seq++) {
      const chunk = await this.knex('file_blob_chunks').first('bytes').where({ key, seq });
      if (!chunk) throw new Error(`The bytes of ${key} ended at ${read} of ${size}`);
      const bytes = asBuffer(chunk.bytes);
      read += bytes.length;
      yield bytes;
    }
  }
}

/** pg answers bytea as a Buffer, PGlite as a Uint8Array: the same bytes, without a copy. */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The body cut into CHUNK_BYTES pieces (the last one shorter): a Buffer is sliced, a stream gathered. */
async function* chunksOf(body: Readable | Buffer): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(body)) {
    for (let start = 0; start < body.length; start += CHUNK_BYTES)
      yield body.subarray(start, start + CHUNK_BYTES);
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of body) {
    let rest = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    while (pendingBytes + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
