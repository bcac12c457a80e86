import { randomUUID } from 'node:crypto';

/**
 * Where uploaded bytes live, by key; the `files` table holds what is known about them (owner, type, size).
 * Handlers see only this interface, on `ctx.storage`: the local disk store serves one machine, but the API
 * runs as N stateless replicas behind a load balancer (DESIGN.md), where every replica must read what any
 * other wrote, so an object store (S3 and the like) can take its place without a handler changing.
 */
export interface FileStorage {
  /** Writes the bytes under the key, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the bytes under the key; a missing key is not an error (purges may run twice). */
  delete(key: string): Promise<void>;
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
