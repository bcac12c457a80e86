import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/database-errors.ts';
import { QueuedJob } from '../models/queued-job.ts';

/** Jobs that ran out of attempts (jobs/runner.ts), the latest failure first. */
export const failedJobsQuery = (knex: Knex) =>
  QueuedJob.query(knex)
    .where({ failed: true })
    .orderBy([
      { column: 'doneAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

/** Why a failed job could not be queued again. */
export class RetryRefused extends Error {
  override name = 'RetryRefused';
}

/**
 * Queues a failed job again as if new: due now, with all its attempts. Its last error stays until the
 * next failure replaces it, so whoever looks meanwhile still sees why it was retried. Answers the job as it
 * now is, or undefined when no failed job has that id (never failed, or retried already). A job of the same
 * unique key that is waiting already (a reminder enqueued again since) supersedes it: RetryRefused.
 */
export async function retryFailedJob(knex: Knex, id: string): Promise<QueuedJob | undefined> {
  if (!/^\d+$/.test(id)) return undefined;
  try {
    const [job] = await QueuedJob.query(knex)
      .where({ id, failed: true })
      .patch({ failed: false, doneAt: null, attempts: 0, runAt: new Date(), lockedAt: null })
      .returning('*');
    return job;
  } catch (error) {
    if (isUniqueViolation(error, 'jobs_unique_key')) {
      throw new RetryRefused(`a job of the same key is waiting already: job ${id} is superseded by it`);
    }
    throw error;
  }
}
