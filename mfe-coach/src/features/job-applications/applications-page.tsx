import type { JobApplicationResource, JobApplicationStatus } from '@exceed/contract';
import {
  EmptyState,
  formatDateTime,
  LoadError,
  listSearch,
  Select,
  StatusBadge,
  TABLE_PAGE_SIZE,
  Table,
} from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, useParams, useSearchParams } from 'react-router';
import { DownloadLink } from '../../lib/download-link.tsx';
import { APPLICATION_STATUS_OPTIONS, BackLink } from './application-status.tsx';
import { applicationsCsvPath, useJobApplications, useJobPosting } from './job-applications-api.ts';
import './job-applications.css';

const ALL = 'ALL';
const STATUS_FILTERS = [{ value: ALL, label: 'All statuses' }, ...APPLICATION_STATUS_OPTIONS];

/**
 * /t/:slug/jobs/:id/applications: who applied to a posting, newest first, each with its status, filtered
 * by status; each opens with its answers and resume. For the team's owners and admins and the posting's
 * creator and recruiters (the API says 403 to anyone else, shown as a load error). Leads back to the posting.
 */
export default function ApplicationsPage() {
  const { slug = '', id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const status = (params.get('status') ?? undefined) as JobApplicationStatus | undefined;
  const posting = useJobPosting(id);
  const list = useJobApplications(id, { status, page, perPage: TABLE_PAGE_SIZE });
  if (statusOf(posting.error) === 404 || statusOf(list.error) === 404) pageNotFound();
  const postingTitle = posting.data?.data.title;
  const title = postingTitle ? `Applications: ${postingTitle}` : 'Applications';
  usePageTitle(title);
  const rows = list.data?.data ?? [];
  // A new status filter starts again at page 1.
  const setStatus = (value: string) => {
    const next = listSearch(params, { page: 1 });
    if (value === ALL) next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };
  const empty = !list.isLoading && !list.error && rows.length === 0 && !status;
  return (
    <section aria-labelledby="applications-title" className="coach-page">
      <BackLink to={`/t/${encodeURIComponent(slug)}/jobs/${id}`}>
        {postingTitle ? `Back to ${postingTitle}` : 'Back to the job posting'}
      </BackLink>
      <header className="coach-page__header">
        <h1 id="applications-title">{title}</h1>
        {empty || list.error ? null : (
          <DownloadLink path={applicationsCsvPath(id)} fileName="applications.csv">
            Export CSV
          </DownloadLink>
        )}
      </header>
      {empty ? null : (
        <search className="applications-filters">
          <Select aria-label="Status" options={STATUS_FILTERS} value={status ?? ALL} onChange={setStatus} />
        </search>
      )}
      {list.error ? (
        <LoadError what="the applications" retry={() => list.mutate()} />
      ) : empty ? (
        <EmptyState
          title="No applications yet"
          description="People apply from the public job board while the posting is published and accepts applications."
        />
      ) : (
        <Table<JobApplicationResource>
          aria-labelledby="applications-title"
          rows={rows}
          loading={list.isLoading}
          getRowId={(row) => row.id}
          emptyText="No applications with this status"
          paginated
          pageCount={list.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setParams(listSearch(params, { page: index + 1 }), { replace: true })}
          columns={[
            {
              id: 'name',
              header: 'Name',
              cell: (row) => <Link to={row.id}>{row.name}</Link>,
            },
            { id: 'email', header: 'Email', cell: (row) => row.email },
            { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
            { id: 'date', header: 'Applied', cell: (row) => formatDateTime(row.createdAt) },
          ]}
        />
      )}
    </section>
  );
}
