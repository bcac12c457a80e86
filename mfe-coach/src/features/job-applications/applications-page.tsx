import type { JobApplicationResource } from '@exceed/contract';
import { EmptyState, formatDateTime, LoadError, TABLE_PAGE_SIZE, Table } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, useParams, useSearchParams } from 'react-router';
import { useJobApplications, useJobPosting } from './job-applications-api.ts';

/**
 * /t/:slug/jobs/:id/applications: who applied to a posting, newest first; each opens with its answers and
 * resume. For the team's owners and admins and the posting's creator and recruiters (the API says 403 to
 * anyone else, shown as a load error).
 */
export default function ApplicationsPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const posting = useJobPosting(id);
  const list = useJobApplications(id, { page, perPage: TABLE_PAGE_SIZE });
  if (statusOf(posting.error) === 404 || statusOf(list.error) === 404) pageNotFound();
  const title = posting.data ? `Applications: ${posting.data.data.title}` : 'Applications';
  usePageTitle(title);
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="applications-title" className="coach-page">
      <header className="coach-page__header">
        <h1 id="applications-title">{title}</h1>
      </header>
      {list.error ? (
        <LoadError what="the applications" retry={() => list.mutate()} />
      ) : !list.isLoading && rows.length === 0 ? (
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
          paginated
          pageCount={list.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setParams(index > 0 ? { page: String(index + 1) } : {}, { replace: true })}
          columns={[
            {
              id: 'name',
              header: 'Name',
              cell: (row) => <Link to={row.id}>{row.name}</Link>,
            },
            { id: 'email', header: 'Email', cell: (row) => row.email },
            { id: 'date', header: 'Applied', cell: (row) => formatDateTime(row.createdAt) },
          ]}
        />
      )}
    </section>
  );
}
