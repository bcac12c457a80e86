import type { Knex } from 'knex';
import { AggregatorRegistry } from 'prom-client';
import { databaseGauges } from './database-gauges.ts';
import type { CollectMetrics } from './metrics-endpoint.ts';

/*
 * A cluster's scrape: whichever worker takes GET /metrics asks the primary (process/cluster-protocol.ts),
 * which asks every worker for its families over node:cluster's channel (prom-client's AggregatorRegistry:
 * counters and histograms summed, so a scrape sees the whole cluster, never one worker) and adds the
 * database's readings once.
 */

/** Primary: every worker's families, aggregated, and the database's readings. */
export function clusterMetrics(knex: Knex): CollectMetrics {
  const aggregator = new AggregatorRegistry();
  const database = databaseGauges(knex);
  return async () => {
    const [workers, own] = await Promise.all([aggregator.clusterMetrics(), database.metrics()]);
    return `${workers}\n${own}`;
  };
}

/** Worker: answers the primary's requests for this worker's families (prom-client's listener). */
export function reportToPrimary(): void {
  new AggregatorRegistry();
}
