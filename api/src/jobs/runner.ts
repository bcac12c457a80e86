import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { jobFailures, jobRuns } from '../metrics/job-metrics.ts';

/** A job as a handler receives it. */
export interface Job {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export type JobHandler = (job: Job) => Promise<void>;

/** A running worker. */
export interface JobRunner {
  /**
   * Runs every job that is due now (of those names only, when given), one after the other, and resolves
   * when none is left (tests).
   */
  drain(names?: readonly string[]): Promise<number>;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

/** How long a worker may hold a job before another takes it as abandoned. */
export const LEASE_SECONDS = 300;

/**
 * Takes the next due job for this worker: the oldest due one that nobody holds (or whose holder's lease
 * ran out), locked with `for update skip locked` so two workers never take the same one.
 */
async function claim(
  knex: Knex,
  workerId: string,
  names: readonly string[] | undefined,
): Promise<Job | undefined> {
  const only = names ? [...names] : null;
  const result = await knex.raw(
    `update jobs set locked_at = now(), locked_by = ?, attempts = attempts + 1
     where id = (
       select id from jobs
       where done_at is null and run_at <= now()
         and (locked_at is null or locked_at < now() - make_interval(secs => ?))
         and (?::text[] is null or name = any(?::text[]))
       order by run_at, id
       for update skip locked
       limit 1)
     returning id, name, payload, attempts, max_attempts`,
    [workerId, LEASE_SECONDS, only, only],
  );
  const row = result.rows[0] as
    | {
        id: string | number;
        name: string;
        payload: Record<string, unknown>;
        attempts: number;
        max_attempts: number;
      }
    | undefined;
  return row && { id: String(row.id), name: row.name, payload: row.payload, attempts: row.attempts };
}

/**
 * A worker over the jobs table: every `pollMs` (and on drain()) it runs due jobs one at a time. A job
 * that throws is tried again later (after 2^attempts seconds) until its max_attempts, then kept as
 * failed with its error. Every replica may run one: each job still runs once.
 */
export function startJobRunner(options: {
  knex: Knex;
  handlers: Readonly<Record<string, JobHandler>>;
  logger: Logger;
  pollMs: number | undefined;
}): JobRunner {
  const { knex, handlers, logger } = options;
  const workerId = randomUUID();
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;

  const runOne = async (names?: readonly string[]): Promise<boolean> => {
    const job = await claim(knex, workerId, names);
    if (!job) return false;
    const handler = handlers[job.name];
    jobRuns.labels(job.name).inc();
    try {
      if (!handler) throw new Error(`no handler for job "${job.name}"`);
      await handler(job);
      await knex('jobs').where({ id: job.id }).update({ doneAt: new Date(), lockedAt: null });
    } catch (error) {
      const row = await knex('jobs').where({ id: job.id }).first('maxAttempts');
      const final = job.attempts >= Number(row?.maxAttempts ?? 1);
      logger.warn({ err: error, job: job.name, id: job.id, attempts: job.attempts, final }, 'job failed');
      jobFailures.labels(job.name, String(final)).inc();
      await knex('jobs')
        .where({ id: job.id })
        .update({
          lastError: String((error as Error).stack ?? error),
          lockedAt: null,
          runAt: new Date(Date.now() + 2 ** job.attempts * 1000),
          ...(final ? { doneAt: new Date(), failed: true } : {}),
        });
    }
    return true;
  };

  const drain = (names?: readonly string[]) => {
    // One pass at a time: a poll and a drain() never run side by side in one process.
    running = running
      .catch(() => 0)
      .then(async () => {
        let ran = 0;
        while (!stopped && (await runOne(names))) ran += 1;
        return ran;
      });
    return running;
  };

  const timer =
    options.pollMs === undefined
      ? undefined
      : setInterval(() => {
          drain().catch((error: unknown) => logger.error({ err: error }, 'job runner failed'));
        }, options.pollMs);
  timer?.unref();

  return {
    drain,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
