import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live, by key; the `files` table holds what is known about them (owner, type, size).
 * Handlers see only this interface, on `ctx.storage`. The API runs as N stateless replicas behind a load
 * balancer (DESIGN.md), where every replica must read what any other wrote: the local disk store serves one
 * machine, the database and S3 stores (open-file-storage.ts) serve many.
 *
 * Bytes stream both ways: a download is piped to the response from the store, never held whole; an upload
 * may be a stream of known length (the move of local files) or the Buffer a form was read into.
 */
export interface FileStorage {
  /** Writes the bytes under the key, replacing what was there; all of them or, on failure, none. */
  put(key: string, body: Readable | Buffer, about: StoredObject): Promise<void>;
  /** The bytes under the key as a stream, with their length, or undefined when there are none. */
  get(key: string): Promise<StoredBytes | undefined>;
  /** Whether bytes are stored under the key (the move of local files skips those already moved). */
  has(key: string): Promise<boolean>;
  /** Removes the bytes under the key; a missing key is not an error (purges may run twice). */
  delete(key: string): Promise<void>;
}

/** What a store is told of the bytes it is given. */
export interface StoredObject {
  /** Kept by the stores that keep types (database, S3), so an object read outside the API is typed. */
  contentType: string;
  /** The length in bytes: S3 needs it before a stream is sent, and a store checks the stream against it. */
  size: number;
}

/** Stored bytes, read from the store as they are sent on. */
export interface StoredBytes {
  body: Readable;
  size: number;
}

declare module 'koa' {
  interface DefaultContext {
    /** The store of uploaded bytes, set once by createApp. */
    storage: FileStorage;
  }
}

/**
 * A new storage key. Keys are made here, never from a client's file name, so no upload can name a path;
 * the two-character prefix spreads files over 256 folders rather than one huge one.
 */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}
