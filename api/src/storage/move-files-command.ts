/**
 * `npm run files:move [-- --to database|s3]`: copies every uploaded file of the local store (DATA_DIR/uploads)
 * into the store FILE_STORAGE names, or the one --to names, for a deployment that grows from one machine to
 * several. Run it with the environment the API runs with; it can be run again, and skips what was copied.
 * Exits 1 when a file could not be read or copied, or the target is not a shared store.
 */
import { parseArgs } from 'node:util';
import { ConfigError, type FileStorageKind, loadConfig } from '../config.ts';
import { databaseKind, openDatabase } from '../db/open-database.ts';
import { createLogger } from '../logger.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { moveLocalFiles } from './move-local-files.ts';
import { openFileStorage } from './open-file-storage.ts';

const TARGETS: readonly FileStorageKind[] = ['database', 's3'];

try {
  const config = loadConfig(process.env);
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const to = (values.to ?? config.fileStorage) as FileStorageKind;
  if (!TARGETS.includes(to)) {
    throw new ConfigError(
      `files:move copies into database or s3 storage: use --to database|s3 (got "${to}")`,
    );
  }
  if (to === 'database' && !config.databaseUrl) throw new ConfigError('--to database needs DATABASE_URL');
  if (to === 's3' && !config.s3) throw new ConfigError('--to s3 needs S3_BUCKET and the other S3_* settings');

  const logger = createLogger(config);
  const knex = openDatabase(config);
  try {
    const report = await moveLocalFiles(
      knex,
      new LocalFileStorage(config.dataDir),
      openFileStorage(config, knex, to),
      (key, outcome) =>
        outcome === 'missing'
          ? logger.warn({ key }, 'no local bytes for this file: not copied')
          : logger.debug({ key, outcome }, 'file'),
    );
    logger.info(
      { to, database: databaseKind(config), ...report, missing: report.missing.length },
      'local files moved',
    );
    if (report.missing.length > 0) process.exitCode = 1;
  } finally {
    await knex.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
