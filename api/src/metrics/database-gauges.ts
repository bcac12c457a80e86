import type { Knex } from 'knex';
import { Gauge, Registry } from 'prom-client';
import { LEASE_SECONDS } from '../jobs/runner.ts';

/**
 * What the database says of the whole app, read at each scrape by whoever answers for all processes (the
 * one process, or a cluster's primary): one reading, not one per worker summed into a wrong total.
 */
export function databaseGauges(knex: Knex): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'exceed_jobs_queued',
    help: 'Jobs not done, by name and state: due (waiting for a runner), scheduled (later) or running.',
    labelNames: ['name', 'state'],
    registers: [registry],
    async collect() {
      const result = await knex.raw(
        `select name,
           case when locked_at > now() - make_interval(secs => ?) then 'running'
                when run_at <= now() then 'due' else 'scheduled' end as state,
           count(*)::int as jobs
         from jobs where done_at is null group by 1, 2`,
        [LEASE_SECONDS],
      );
      this.reset();
      for (const row of result.rows as Array<{ name: string; state: string; jobs: number }>)
        this.set({ name: row.name, state: row.state }, row.jobs);
    },
  });
  new Gauge({
    name: 'exceed_seats_held',
    help: 'Seats held by PENDING bookings across every schedule, as the seat counters say.',
    registers: [registry],
    async collect() {
      const result = await knex.raw(
        'select coalesce(sum(seats_held), 0)::int as held from workshop_schedules where seats_held > 0',
      );
      this.set((result.rows[0] as { held: number }).held);
    },
  });
  return registry;
}
