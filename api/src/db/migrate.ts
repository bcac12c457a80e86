import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

/** The folder of the migrations: `<timestamp>_<what>.ts`, each exporting up and down. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Knex's migrator options. Knex imports each .ts file with import() (the package is type: module), which
 * Node 22 runs by type stripping: no build step. The same files run on PostgreSQL and PGlite.
 */
export const migratorConfig: Knex.MigratorConfig = {
  directory: MIGRATIONS_DIR,
  loadExtensions: ['.ts'],
  tableName: 'knex_migrations',
};

/** Brings the schema up to date; answers the names of the migrations it ran. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, names] = (await knex.migrate.latest(migratorConfig)) as [number, string[]];
  return names;
}
