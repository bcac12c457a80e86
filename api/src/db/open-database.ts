import { join } from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import { createKnex } from './knex.ts';

/** The database of a running process: DATABASE_URL's server, else PGlite in DATA_DIR/pgdata. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Knex {
  return createKnex({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pgdata') });
}

/** Which kind of database the configuration names, for logs (never the URL: it may hold a password). */
export const databaseKind = (config: Pick<Config, 'databaseUrl'>): 'postgresql' | 'pglite' =>
  config.databaseUrl ? 'postgresql' : 'pglite';
