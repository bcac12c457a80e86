import type { BookingResource } from '@exceed/contract';
import {
  EmptyState,
  formatDateTime,
  formatEnum,
  formatMoney,
  LoadError,
  Select,
  StatusBadge,
  TABLE_PAGE_SIZE,
  Table,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link, useSearchParams } from 'react-router';
import { DownloadLink } from '../../lib/download-link.tsx';
import { bookingsCsvPath, useTeamBookings } from './bookings-api.ts';

const STATUS_FILTER = [
  { value: 'ALL', label: 'All statuses' },
  ...['PENDING', 'CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELLED'].map((value) => ({
    value,
    label: formatEnum(value),
  })),
];

/** /c/bookings: the bookings of the coach's sessions in the team (GET /v1/bookings?view=team). */
export default function BookingsPage() {
  usePageTitle('Bookings');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useTeamBookings({ status: status || undefined, page, perPage: TABLE_PAGE_SIZE });
  const setQuery = (next: Record<string, string | undefined>) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    setParams(search, { replace: true });
  };
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="bookings-title" className="coach-page">
      <header className="coach-page__header">
        <h1 id="bookings-title">Bookings</h1>
        <DownloadLink path={bookingsCsvPath} fileName="bookings.csv">
          Export CSV
        </DownloadLink>
        <Select
          label="Status"
          hideLabel
          options={STATUS_FILTER}
          value={status || 'ALL'}
          onChange={(value) => setQuery({ status: value === 'ALL' ? undefined : value, page: undefined })}
        />
      </header>
      {list.error ? (
        <LoadError what="the bookings" retry={() => list.mutate()} />
      ) : !list.isLoading && rows.length === 0 && !status ? (
        <EmptyState title="No bookings yet" description="Bookings of your schedules show here." />
      ) : (
        <Table<BookingResource>
          aria-labelledby="bookings-title"
          rows={rows}
          loading={list.isLoading}
          getRowId={(row) => row.id}
          paginated
          pageCount={list.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setQuery({ page: index > 0 ? String(index + 1) : undefined })}
          columns={[
            {
              id: 'workshop',
              header: 'Workshop',
              cell: (row) => (
                <Link to={`/c/bookings/${row.id}`}>{row.workshopSchedule?.workshop.title ?? 'Booking'}</Link>
              ),
            },
            {
              id: 'session',
              header: 'Session',
              cell: (row) => formatDateTime(row.workshopSchedule?.startDate, row.workshopSchedule?.timezone),
            },
            {
              id: 'booker',
              header: 'Booked by',
              cell: (row) => row.user?.name ?? '—',
            },
            { id: 'seats', header: 'Seats', align: 'end', cell: (row) => row.seats },
            {
              id: 'amount',
              header: 'Amount',
              align: 'end',
              cell: (row) => formatMoney(row.amountDue, row.currency),
            },
            { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          ]}
        />
      )}
    </section>
  );
}
