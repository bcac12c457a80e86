import type { FailedJob } from '@exceed/contract';
import { formatDateTime, LoadError, RowAction, Table, toast } from '@exceed/design-system';
import { api, usePageTitle } from '@exceed/session';
import { useListParams } from '../../lib/list-params.ts';
import { retryJob, useFailedJobs } from './failed-jobs-api.ts';

/** The error's first line says what went wrong; the stack under it is for whoever fixes it. */
function JobError({ error }: { error: string | null }) {
  if (!error) return '—';
  const [first = '', ...rest] = error.split('\n');
  if (rest.length === 0) return <span className="admin-code admin-job-error">{first}</span>;
  return (
    <details className="admin-job-error">
      <summary className="admin-code">{first}</summary>
      <pre className="admin-code">{rest.join('\n')}</pre>
    </details>
  );
}

/**
 * /admin/failed-jobs: mail, reminders, refunds and transfers that ran out of attempts, each of which can
 * be queued again once its cause is fixed (docs/decisions/0088-retention.md keeps them until then).
 */
export default function FailedJobsPage() {
  usePageTitle('Failed jobs');
  const list = useListParams();
  const jobs = useFailedJobs(list.page);

  const retry = async (job: FailedJob) => {
    try {
      await retryJob(job.id);
      toast({ title: 'Queued again', description: `${job.name} (job ${job.id})`, variant: 'success' });
    } catch (error) {
      api.notifyFailure(`Job ${job.id} was not queued again`, error);
    }
  };

  return (
    <section aria-labelledby="failed-jobs-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="failed-jobs-title">Failed jobs</h1>
      </header>
      {jobs.error ? (
        <LoadError what="the failed jobs" retry={() => jobs.mutate()} />
      ) : (
        <Table<FailedJob>
          caption="Jobs that ran out of attempts"
          rows={jobs.data?.data ?? []}
          loading={!jobs.data}
          getRowId={(row) => row.id}
          emptyText="No failed jobs"
          paginated
          pageCount={jobs.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            {
              id: 'name',
              header: 'Job',
              cell: (row) => <span className="admin-code admin-job-name">{row.name}</span>,
            },
            { id: 'attempts', header: 'Attempts', cell: (row) => `${row.attempts} of ${row.maxAttempts}` },
            { id: 'error', header: 'Last error', cell: (row) => <JobError error={row.lastError} /> },
            {
              id: 'failedAt',
              header: 'Failed',
              cell: (row) => (row.failedAt ? formatDateTime(row.failedAt) : '—'),
            },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) => (
                <RowAction
                  label="Retry"
                  of={`job ${row.id}`}
                  variant="outline"
                  onClick={() => void retry(row)}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
