import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';

/** Where the database is: a PostgreSQL server, a PGlite folder, or (neither) an in-memory PGlite. */
export interface DatabaseOptions {
  /** postgres:// URL of a server (DATABASE_URL). Wins over pgliteDir. */
  databaseUrl?: string | undefined;
  /** Folder of an embedded PGlite database; created when missing. Never share it between processes. */
  pgliteDir?: string | undefined;
  /** An open PGlite to use as it is (tests load a migrated snapshot this way). Wins over pgliteDir. */
  pglite?: PGlite | undefined;
  /**
   * With databaseUrl: how long opening a connection, or waiting for one of the pool, may take before the
   * query fails. Default 10 s; the read replica's is short, so that a replica gone silent is soon left.
   */
  connectTimeoutMs?: number | undefined;
  /** Where knex's own warnings go; default the console (a refused connection is one line per query). */
  log?: Knex.Config['log'];
}

/**
 * knex-pglite names a result's command after knex's method, and knex calls a delete 'del' and an
 * increment 'counter', so those answered PGlite's raw result instead of the number of rows, as pg does.
 */
class PgliteClient extends ClientPgLite {
  processResponse(obj: { method?: string }, runner: unknown): unknown {
    const method = obj.method === 'del' ? 'delete' : obj.method === 'counter' ? 'update' : obj.method;
    const parent = ClientPgLite.prototype as unknown as { processResponse(o: object, r: unknown): unknown };
    return parent.processResponse.call(this, { ...obj, method }, runner);
  }
}

/**
 * Opens knex on PostgreSQL or PGlite. Both speak the same SQL, so one set of migrations and queries serves
 * both. knexSnakeCaseMappers makes the code (and so the JSON) camelCase while tables stay snake_case:
 * `where('tenantId', ...)` becomes `where "tenant_id" = ...` and rows come back as `{ tenantId }`.
 * Raw SQL is not mapped: write snake_case identifiers in knex.raw.
 *
 * PGlite is ONE connection (knex-pglite forces a pool of 1): a query on the root knex issued while a
 * transaction is open waits for it forever, so inside a transaction every query must use the trx.
 */
export function createKnex(options: DatabaseOptions = {}): Knex {
  const mappers = knexSnakeCaseMappers();
  if (options.databaseUrl) {
    const timeout = options.connectTimeoutMs;
    return knexFactory({
      client: 'pg',
      connection:
        timeout === undefined
          ? options.databaseUrl
          : { connectionString: options.databaseUrl, connectionTimeoutMillis: timeout },
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: timeout ?? 10_000,
      ...(options.log ? { log: options.log } : {}),
      ...mappers,
    });
  }
  const { pglite, pgliteDir } = options;
  if (pglite) {
    // knex-pglite takes an instance through a connection function (its types do not say so).
    const connection = (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig;
    return knexFactory({ client: PgliteClient, connection, ...mappers });
  }
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  return knexFactory({
    client: PgliteClient,
    // An empty object is an in-memory database.
    connection: pgliteDir ? { filename: pgliteDir } : {},
    ...mappers,
  });
}
