import type { Knex } from 'knex';
import { Gauge } from 'prom-client';

/** The part of tarn's pool (knex's) that is read. */
interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The knex instances of this process (one when serving; tests open several). */
const watched = new Set<Knex>();

/** Sums one reading over the live pools; a destroyed knex has no pool left and is forgotten. */
function sumOver(read: (pool: Pool) => number): number {
  let total = 0;
  for (const knex of watched) {
    const pool = (knex.client as { pool?: Pool }).pool;
    if (pool) total += read(pool);
    else watched.delete(knex);
  }
  return total;
}

new Gauge({
  name: 'exceed_db_pool_in_use',
  help: 'Database connections lent out to a query or transaction.',
  collect() {
    this.set(sumOver((pool) => pool.numUsed()));
  },
});

new Gauge({
  name: 'exceed_db_pool_idle',
  help: 'Database connections open and free.',
  collect() {
    this.set(sumOver((pool) => pool.numFree()));
  },
});

new Gauge({
  name: 'exceed_db_pool_waiting',
  help: 'Queries and transactions waiting for a database connection (the pool is exhausted while above 0).',
  collect() {
    this.set(sumOver((pool) => pool.numPendingAcquires()));
  },
});

/** Reports this knex's pool at every scrape, until it is destroyed. */
export function watchPool(knex: Knex): void {
  watched.add(knex);
}
