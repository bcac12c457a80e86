import { Gauge } from 'prom-client';
import type { ReadReplica } from '../db/read-replica.ts';

/** The read replica of this process (DATABASE_REPLICA_URL); the families exist only once there is one. */
let watched: ReadReplica | undefined;

function registerFamilies(): void {
  new Gauge({
    name: 'exceed_db_replica_serving',
    help: 'Processes whose public reads go to the read replica now (0 while it lags or is down).',
    collect() {
      this.set(watched?.monitor.serving ? 1 : 0);
    },
  });
  new Gauge({
    name: 'exceed_db_replica_lag_seconds',
    help: "How far the read replica's replay is behind the primary's WAL, in time (+Inf while unreachable).",
    // A cluster's workers each measure the one replica: the worst of them, not their sum.
    aggregator: 'max',
    collect() {
      if (watched) this.set(watched.monitor.lagMs / 1000);
    },
  });
}

/** Reports this replica at every scrape (docs/decisions/0111-read-replica.md). */
export function watchReplica(replica: ReadReplica): void {
  if (!watched) registerFamilies();
  watched = replica;
}
