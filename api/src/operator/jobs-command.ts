/**
 * `npm run jobs -- failed`: the jobs that ran out of attempts, latest first, one line each with the first
 * line of their error. `npm run jobs -- retry ID`: queues one again with all its attempts, as the admin
 * area's Retry does, with an audit row.
 */
import type { Knex } from 'knex';
import { recordOperatorAudit } from '../audit/record-audit.ts';
import { failedJobsQuery, RetryRefused, retryFailedJob } from '../jobs/failed-jobs.ts';
import type { QueuedJob } from '../models/queued-job.ts';
import { CommandError, runOperatorCommand } from './run-command.ts';

const USAGE = 'Usage: npm run jobs -- failed | retry ID';

/** The most a listing shows: a terminal, not a report; the admin area pages through them all. */
const LISTED = 100;

const firstLine = (text: string | null) => text?.split('\n', 1)[0] ?? '';

const describe = (job: QueuedJob) =>
  `${job.id}\t${job.name}\t${job.attempts}/${job.maxAttempts} attempts\tfailed ${job.doneAt?.toISOString()}\t${firstLine(job.lastError)}`;

async function listFailed(knex: Knex): Promise<string> {
  const { results, total } = await failedJobsQuery(knex).page(0, LISTED);
  if (results.length === 0) return 'No failed jobs.';
  const more = Number(total) > results.length ? `\n… and ${Number(total) - results.length} older.` : '';
  return `${results.map(describe).join('\n')}${more}`;
}

async function retry(knex: Knex, id: string): Promise<string> {
  return knex.transaction(async (trx) => {
    const job = await retryFailedJob(trx, id).catch((error: unknown) => {
      throw error instanceof RetryRefused ? new CommandError(`Not retried: ${error.message}.`) : error;
    });
    if (!job) throw new CommandError(`No failed job has the id ${id} (npm run jobs -- failed lists them).`);
    await recordOperatorAudit(trx, {
      action: 'job.retry',
      subjectKind: 'job',
      subjectId: job.id,
      after: { name: job.name, runAt: job.runAt },
    });
    return `Job ${job.id} (${job.name}) is queued again.`;
  });
}

export async function jobsCommand(knex: Knex, args: string[]): Promise<string> {
  const [command, id, ...rest] = args;
  if (command === 'failed' && id === undefined) return listFailed(knex);
  if (command === 'retry' && id !== undefined && rest.length === 0) return retry(knex, id);
  throw new CommandError(USAGE);
}

if (process.argv[1] === import.meta.filename) await runOperatorCommand(jobsCommand);
