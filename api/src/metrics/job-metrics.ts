import { Counter } from 'prom-client';

/** Jobs a runner of this process took and ran, by the job's name, whatever came of them. */
export const jobRuns = new Counter({
  name: 'exceed_job_runs_total',
  help: 'Jobs run, by name.',
  labelNames: ['name'],
});

/** Runs that threw, by name; `final` is "true" when the job has no attempt left and is kept as failed. */
export const jobFailures = new Counter({
  name: 'exceed_job_failures_total',
  help: 'Job runs that failed, by name; final="true" when no attempt is left.',
  labelNames: ['name', 'final'],
});
