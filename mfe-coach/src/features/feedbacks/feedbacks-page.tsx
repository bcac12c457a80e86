import type { FeedbackResource } from '@exceed/contract';
import { EmptyState, formatDay, LoadError, TABLE_PAGE_SIZE, Table } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useSearchParams } from 'react-router';
import { useTeamFeedbacks } from './feedbacks-api.ts';

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/** /c/feedbacks: what attendees said of the coach's sessions in the team, newest first. */
export default function FeedbacksPage() {
  usePageTitle('Feedbacks');
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useTeamFeedbacks({ page, perPage: TABLE_PAGE_SIZE });
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="feedbacks-title" className="coach-page">
      <header className="coach-page__header">
        <h1 id="feedbacks-title">Feedbacks</h1>
      </header>
      {list.error ? (
        <LoadError what="the feedbacks" retry={() => list.mutate()} />
      ) : !list.isLoading && rows.length === 0 ? (
        <EmptyState
          title="No feedback yet"
          description="Attendees can rate a session once it has started; their ratings show here."
        />
      ) : (
        <Table<FeedbackResource>
          aria-labelledby="feedbacks-title"
          rows={rows}
          loading={list.isLoading}
          getRowId={(row) => row.id}
          paginated
          pageCount={list.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setParams(index > 0 ? { page: String(index + 1) } : {}, { replace: true })}
          columns={[
            {
              id: 'rating',
              header: 'Rating',
              cell: (row) => (
                <span role="img" aria-label={`${row.rating} out of 5`}>
                  {stars(row.rating)}
                </span>
              ),
            },
            { id: 'comment', header: 'Comment', cell: (row) => row.comment ?? '—' },
            { id: 'by', header: 'By', cell: (row) => row.username },
            { id: 'date', header: 'Date', cell: (row) => formatDay(row.createdAt) },
          ]}
        />
      )}
    </section>
  );
}
