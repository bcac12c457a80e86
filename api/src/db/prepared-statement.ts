import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A statement compiled once and sent under a name, so PostgreSQL parses and plans it once per connection:
 * its text in PostgreSQL's own form (`$1`, `$2`…) with the values, and in knex's form (`?`) for PGlite.
 */
export interface PreparedStatement {
  /**
   * Names the statement on every connection; one text, one name. Empty for a statement planned with its
   * values on every run (prepareStatement's `planEachTime`): PostgreSQL keeps no plan of it.
   */
  name: string;
  /** The text as PostgreSQL takes it, placeholders `$1`, `$2`…, and its values. */
  text: string;
  values: readonly Knex.Value[];
  /** The text as knex takes it, placeholders `?`, and its bindings (the same values). */
  sql: string;
  bindings: readonly Knex.Value[];
}

/**
 * Compiles a query once into a prepared statement, named `<prefix>_<hash of its text>`: the same text gets
 * the same name on every connection, whatever values it binds. With `planEachTime` it is sent unnamed, so
 * PostgreSQL plans it for its values on every run: for a statement whose best plan depends on a value's
 * selectivity (a search word), where a named statement would settle on a generic plan after five runs.
 */
export function prepareStatement(
  knex: Knex,
  prefix: string,
  query: Knex.QueryBuilder,
  { planEachTime = false }: { planEachTime?: boolean } = {},
): PreparedStatement {
  const { sql, bindings } = query.toSQL();
  const native = knex
    .raw(sql, [...bindings])
    .toSQL()
    .toNative();
  const name = planEachTime ? '' : `${prefix}_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  return { name, text: native.sql, values: native.bindings, sql, bindings };
}

/**
 * A statement written as SQL (placeholders `?`, and no other question mark in its text), compiled once:
 * answers the prepared statement for each call's values without building a query again.
 */
export function sqlStatement(
  prefix: string,
  sql: string,
): (values: readonly Knex.Value[]) => PreparedStatement {
  let placeholder = 0;
  const text = sql.replace(/\?/g, () => `$${++placeholder}`);
  const name = `${prefix}_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  return (values) => ({ name, text, values, sql, bindings: values });
}

/** What runPrepared reaches of a pg connection and of knex's client. */
interface PgConnection {
  query(
    config: { name: string; text: string; values: readonly Knex.Value[] },
    callback: (error: Error | null, result: { rows: unknown[] }) => void,
  ): void;
}
interface PooledClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
  emit(event: 'query', query: { sql: string; bindings: readonly Knex.Value[]; method: 'raw' }): void;
}

/**
 * Runs a prepared statement on the root knex and answers its rows. On a PostgreSQL server it goes straight
 * to a pooled connection: knex's runner compiled the text again on every call and wrapped, re-emitted and
 * re-mapped the answer, about a sixth of the marketplace's CPU per request (bench/public-schedules.ts).
 * It still emits knex's 'query' event, so query logs and counts see it. PGlite has no named statements
 * (and one connection, owned by knex), so there it runs as a knex.raw.
 */
export async function runPrepared<Row>(knex: Knex, statement: PreparedStatement): Promise<Row[]> {
  // A PostgreSQL server's knex is made with client 'pg' (db/knex.ts); PGlite's client class extends pg's.
  if (knex.client.config.client !== 'pg') {
    const result = (await knex.raw(statement.sql, [...statement.bindings])) as { rows: Row[] };
    return result.rows;
  }
  const client = knex.client as PooledClient;
  client.emit('query', { sql: statement.text, bindings: statement.values, method: 'raw' });
  const connection = await client.acquireConnection();
  // pg's callback form, not its promise form: with the promise form the answers of requests in flight
  // survived the young generation's collections (6 MB copied and promoted each time instead of 0.2 MB),
  // which cost the marketplace ~20 µs of CPU per request in GC (bench/public-schedules.ts, --trace-gc-nvp).
  return new Promise<Row[]>((resolve, reject) => {
    const done = (error: unknown, result?: { rows: unknown[] }) => {
      void client.releaseConnection(connection);
      if (result && !error) resolve(result.rows as Row[]);
      else reject(error);
    };
    try {
      connection.query({ name: statement.name, text: statement.text, values: statement.values }, done);
    } catch (error) {
      done(error);
    }
  });
}
