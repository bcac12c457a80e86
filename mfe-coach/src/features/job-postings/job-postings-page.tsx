import { JOB_POST_STATUSES, type JobPostingResource } from '@exceed/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  formatDay,
  formatEnum,
  Input,
  type ListSearchChange,
  LoadError,
  listSearch,
  RowAction,
  Select,
  StatusBadge,
  TABLE_PAGE_SIZE,
  Table,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  deleteJobPostingWithUndo,
  NEXT_STATUSES,
  STATUS_ACTIONS,
  setJobPostingStatus,
} from './job-posting-actions.ts';
import { type JobPostingStatus, useJobPostings } from './job-postings-api.ts';

const ALL = 'ALL';
const STATUS_FILTERS = [
  { value: ALL, label: 'All statuses' },
  ...JOB_POST_STATUSES.map((status) => ({ value: status, label: formatEnum(status) })),
];

/**
 * /t/:slug/jobs: the team's job postings (GET /v1/t/job-postings), searched by title or company and
 * filtered by status, a page of 10 at a time, with New posting, the status changes and delete with Undo.
 */
export default function JobPostingsPage() {
  usePageTitle('Job postings');
  const { slug = '' } = useParams();
  const base = `/t/${encodeURIComponent(slug)}/jobs`;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (params.get('status') ?? undefined) as JobPostingStatus | undefined;
  const page = Number(params.get('page') ?? '1') || 1;
  const [deleting, setDeleting] = useState<JobPostingResource | null>(null);
  const list = useJobPostings({ q: q || undefined, status, page, perPage: TABLE_PAGE_SIZE });

  const setQuery = (change: ListSearchChange) => setParams(listSearch(params, change), { replace: true });
  // A new status filter starts again at page 1, as a new search does.
  const setStatus = (value: string) => {
    const next = listSearch(params, { page: 1 });
    if (value === ALL) next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };
  const rows = list.data?.data ?? [];
  const empty = !list.isLoading && !list.error && rows.length === 0 && !q && !status;
  const newPosting = (
    <Button asChild>
      <Link to={`${base}/new`}>New posting</Link>
    </Button>
  );

  return (
    <section aria-labelledby="jobs-title" className="coach-page">
      <header className="coach-page__header">
        <h1 id="jobs-title">Job postings</h1>
        {newPosting}
      </header>
      <search className="jobs-filters">
        <Input
          label="Search job postings"
          hideLabel
          type="search"
          placeholder="Search by title or company"
          defaultValue={q}
          onChange={(event) => setQuery({ q: event.target.value })}
        />
        <Select aria-label="Status" options={STATUS_FILTERS} value={status ?? ALL} onChange={setStatus} />
      </search>
      {list.error ? (
        <LoadError what="the job postings" retry={() => list.mutate()} />
      ) : empty ? (
        <EmptyState
          title="No job postings yet"
          description="Write your first posting: it stays a draft until you publish it on the job board."
          action={newPosting}
        />
      ) : (
        <Table<JobPostingResource>
          aria-labelledby="jobs-title"
          rows={rows}
          loading={list.isLoading}
          getRowId={(row) => row.id}
          emptyText="No job postings match your search"
          paginated
          pageCount={list.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setQuery({ page: index + 1 })}
          columns={[
            {
              id: 'title',
              header: 'Title',
              cell: (row) => <Link to={`${base}/${row.id}`}>{row.title}</Link>,
            },
            { id: 'company', header: 'Company', cell: (row) => row.companyName },
            { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
            { id: 'updated', header: 'Updated', cell: (row) => formatDay(row.updatedAt) },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) => (
                <div className="coach-row-actions">
                  {row.abilities.edit
                    ? NEXT_STATUSES[row.status].map((next) => (
                        <Button
                          key={next}
                          variant="ghost"
                          size="sm"
                          aria-label={`${STATUS_ACTIONS[next].label} ${row.title}`}
                          onClick={() => void setJobPostingStatus(row, next)}
                        >
                          {STATUS_ACTIONS[next].label}
                        </Button>
                      ))
                    : null}
                  {row.abilities.delete ? (
                    <RowAction label="Delete" of={row.title} onClick={() => setDeleting(row)} />
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete job posting?"
        description={`"${deleting?.title ?? ''}" leaves the job postings and the job board. You can undo this right after.`}
        confirmLabel="Delete posting"
        onConfirm={() => (deleting ? deleteJobPostingWithUndo(deleting) : Promise.resolve())}
      />
    </section>
  );
}
