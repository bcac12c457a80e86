import {
  dataEnvelope,
  failedJobSchema,
  jobParamsSchema,
  pageEnvelope,
  paginationQuerySchema,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { conflict, notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { isoDate, present, presentPage } from '../../http/presenter.ts';
import { failedJobsQuery, RetryRefused, retryFailedJob } from '../../jobs/failed-jobs.ts';
import type { QueuedJob } from '../../models/queued-job.ts';
import { adminAccess, tags } from './admin-access.ts';

const presentJob = (job: QueuedJob) => ({
  id: String(job.id),
  name: job.name,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  lastError: job.lastError,
  failedAt: job.failed && job.doneAt ? isoDate(job.doneAt) : null,
  runAt: isoDate(job.runAt),
});

/**
 * GET /v1/admin/failed-jobs: the jobs that ran out of attempts (mail, reminders, refunds, transfers), the
 * latest failure first. They stay until retried (docs/decisions/0088-retention.md).
 */
export const listFailedJobs = defineRoute({
  method: 'get',
  path: '/admin/failed-jobs',
  summary: 'List the jobs that ran out of attempts',
  tags,
  before: adminAccess,
  request: { query: paginationQuerySchema },
  responses: { 200: pageEnvelope(failedJobSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) =>
    presentPage(await paginate(failedJobsQuery(ctx.state.trx), ctx.state.input.query), presentJob),
});

/**
 * POST /v1/admin/failed-jobs/:id/retry: queues a failed job again with all its attempts, as `npm run jobs
 * -- retry ID` does, with an audit row. 404 when no failed job has the id (retried already); 409 when a
 * job of its unique key is waiting already, which supersedes it.
 */
export const retryJob = defineRoute({
  method: 'post',
  path: '/admin/failed-jobs/:id/retry',
  summary: 'Queue a failed job again',
  tags,
  before: adminAccess,
  request: { params: jobParamsSchema },
  responses: { 200: dataEnvelope(failedJobSchema) },
  errors: [401, 403, 404, 409, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const job = await retryFailedJob(trx, ctx.state.input.params.id).catch((error: unknown) => {
      throw error instanceof RetryRefused ? conflict(`This job was not retried: ${error.message}.`) : error;
    });
    if (!job) throw notFound();
    const after = presentJob(job);
    await recordAudit(trx, ctx, { action: 'job.retry', subjectKind: 'job', subjectId: after.id, after });
    return present(job, presentJob);
  },
});
