import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredBytes, StoredObject } from './file-storage.ts';

/** Uploaded bytes as files under DATA_DIR/uploads/: the store of a single machine (development, tests). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
  }

  /**
   * The disk keeps no content type: the `files` row has it. Written beside the key and renamed onto it,
   * so a reader never sees half a file.
   */
  async put(key: string, body: Readable | Buffer, _about: StoredObject): Promise<void> {
    const path = this.pathOf(key);
    const partial = `${path}.partial`;
    await mkdir(dirname(path), { recursive: true });
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, path);
  }

  async get(key: string): Promise<StoredBytes | undefined> {
    const path = this.pathOf(key);
    const found = await statOf(path);
    return found ? { body: createReadStream(path), size: found.size } : undefined;
  }

  async has(key: string): Promise<boolean> {
    return (await statOf(this.pathOf(key))) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are generated (newStorageKey), but a key that would leave the folder is a bug worth failing on. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key outside the uploads folder: ${key}`);
    return path;
  }
}

async function statOf(path: string): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
