import type { Knex } from 'knex';

/** A job to run: its handler's name, what it needs, when, and (optionally) the key that keeps it single. */
export interface JobRequest {
  name: string;
  payload: Record<string, unknown>;
  /** Not before; default now. */
  runAt?: Date;
  /** At most one live job per key: enqueuing the key again updates that job (its time and payload). */
  uniqueKey?: string;
  /** Tries before it is kept as failed; default the column's (5). Only for jobs without a uniqueKey. */
  maxAttempts?: number;
}

/**
 * Adds a job, inside the caller's transaction: it becomes visible to workers when (and only if) the
 * change that caused it commits.
 */
export async function enqueue(trx: Knex, job: JobRequest): Promise<void> {
  const runAt = job.runAt ?? new Date();
  const payload = JSON.stringify(job.payload);
  if (!job.uniqueKey) {
    await trx('jobs').insert({
      name: job.name,
      payload,
      runAt,
      ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
    });
    return;
  }
  await trx.raw(
    `insert into jobs (name, payload, unique_key, run_at) values (?, ?::jsonb, ?, ?)
     on conflict (unique_key) where done_at is null
     do update set payload = excluded.payload, run_at = excluded.run_at, attempts = 0, last_error = null`,
    [job.name, payload, job.uniqueKey, runAt],
  );
}

/** Drops the live job of a key (a reminder of a session that will not happen). */
export async function cancelJob(trx: Knex, uniqueKey: string): Promise<void> {
  await trx('jobs').where({ uniqueKey }).whereNull('doneAt').update({ doneAt: new Date() });
}
