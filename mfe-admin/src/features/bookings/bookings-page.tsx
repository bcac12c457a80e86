import type { BookingResource } from '@exceed/contract';
import {
  Button,
  formatDateTime,
  formatMoney,
  Input,
  LoadError,
  StatusBadge,
  Table,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link } from 'react-router';
import { useListParams } from '../../lib/list-params.ts';
import { bookingsCsvHref, ledgerCsvHref, useAdminBookings } from './bookings-api.ts';
import { LedgerCheck } from './ledger-check.tsx';

/**
 * /admin/bookings: bookings of every team found by id, booker email or schedule id; a schedule's ledger
 * check; every booking and the whole ledger as CSV downloads.
 */
export default function BookingsPage() {
  usePageTitle('Bookings and money');
  const list = useListParams();
  const bookings = useAdminBookings({ search: list.q || undefined, page: list.page });

  return (
    <section aria-labelledby="bookings-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="bookings-title">Bookings and money</h1>
        <div className="admin-row-actions">
          <Button asChild size="sm" variant="outline">
            <a href={bookingsCsvHref} download>
              Export bookings (CSV)
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={ledgerCsvHref} download>
              Export ledger (CSV)
            </a>
          </Button>
        </div>
      </header>
      <search>
        <Input
          label="Find bookings"
          type="search"
          placeholder="Booking id, booker email or schedule id"
          defaultValue={list.q}
          onChange={(event) => list.change({ q: event.target.value.trim() })}
        />
      </search>
      {bookings.error ? (
        <LoadError what="the bookings" retry={() => bookings.mutate()} />
      ) : (
        <Table<BookingResource>
          aria-labelledby="bookings-title"
          rows={bookings.data?.data ?? []}
          loading={!bookings.data}
          getRowId={(row) => row.id}
          emptyText="No bookings match"
          paginated
          pageCount={bookings.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            {
              id: 'workshop',
              header: 'Booking',
              cell: (row) => (
                <Link to={`/admin/bookings/${row.id}`}>{row.workshopSchedule?.workshop.title ?? row.id}</Link>
              ),
            },
            { id: 'booker', header: 'Booker', cell: (row) => row.user?.email ?? '—' },
            {
              id: 'when',
              header: 'Session',
              cell: (row) =>
                row.workshopSchedule
                  ? formatDateTime(row.workshopSchedule.startDate, row.workshopSchedule.timezone)
                  : '—',
            },
            { id: 'seats', header: 'Seats', align: 'end', cell: (row) => row.seats },
            {
              id: 'paid',
              header: 'Paid',
              align: 'end',
              cell: (row) => formatMoney(row.amountPaid, row.currency),
            },
            { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          ]}
        />
      )}
      <LedgerCheck />
    </section>
  );
}
