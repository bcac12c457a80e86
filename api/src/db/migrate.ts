import { readdir } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
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

/** The migrations this code ships, as knex's folder source lists them; read once (the folder never changes). */
let shipped: Promise<string[]> | undefined;
const shippedMigrations = (): Promise<string[]> =>
  (shipped ??= readdir(MIGRATIONS_DIR).then((names) =>
    names.filter((name) => migratorConfig.loadExtensions?.includes(extname(name))).sort(),
  ));

/**
 * The shipped migrations the database has not run, read without writing anything (knex's own listing
 * creates its table when missing): all of them when the database has no migrations table yet.
 */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const applied = await knex
    .select('name')
    .from(migratorConfig.tableName ?? 'knex_migrations')
    .then((rows: Array<{ name: string }>) => new Set(rows.map((row) => row.name)))
    .catch((error: unknown) => {
      // undefined_table: nothing has been migrated.
      if ((error as { code?: unknown }).code === '42P01') return new Set<string>();
      throw error;
    });
  return (await shippedMigrations()).filter((name) => !applied.has(name));
}
