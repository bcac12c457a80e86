import type { Knex } from 'knex';
import type { Config, FileStorageKind } from '../config.ts';
import { DatabaseFileStorage } from './database-file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/**
 * The store the configuration names (FILE_STORAGE), or another kind (the move of local files names its
 * target). S3 needs its settings: config.ts refuses FILE_STORAGE=s3 without them.
 */
export function openFileStorage(
  config: Pick<Config, 'fileStorage' | 'dataDir' | 's3'>,
  knex: Knex,
  kind: FileStorageKind = config.fileStorage,
): FileStorage {
  switch (kind) {
    case 'local':
      return new LocalFileStorage(config.dataDir);
    case 'database':
      return new DatabaseFileStorage(knex);
    case 's3':
      if (!config.s3) throw new Error('S3 storage needs S3_BUCKET (and its other S3_* settings)');
      return new S3FileStorage(config.s3);
  }
}
