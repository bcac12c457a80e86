import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config.ts';
import { createKnex } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { openMigratedPglite } from './pglite-snapshot.ts';

/** A migrated database of one test file, for it alone. */
export interface TestDatabase {
  knex: Knex;
  /** Its postgres:// URL when on a server (a child process can open it); undefined on in-memory PGlite. */
  url: string | undefined;
  /** Closes it and, on a server, drops it. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database. With DATABASE_URL set (CI runs both ways): `CREATE DATABASE
 * exceed_test_<random>` on that server, dropped by destroy(), so test files never see each other's rows.
 * Without it: an in-memory PGlite, loaded from a migrated snapshot (test/pglite-snapshot.ts). No mocks: the
 * same SQL runs as in production.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { databaseUrl } = loadConfig(process.env);
  if (!databaseUrl) {
    const knex = createKnex({ pglite: await openMigratedPglite() });
    await migrateLatest(knex); // a no-op on the snapshot; kept so a test never runs on an old schema
    return { knex, url: undefined, destroy: () => knex.destroy() };
  }

  const name = `exceed_test_${randomBytes(6).toString('hex')}`;
  const admin = createKnex({ databaseUrl });
  await admin.raw(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const knex = createKnex({ databaseUrl: url.toString() });
  const destroy = async () => {
    await knex.destroy();
    await admin.raw(`drop database if exists ${name} with (force)`);
    await admin.destroy();
  };
  try {
    await migrateLatest(knex);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { knex, url: url.toString(), destroy };
}
