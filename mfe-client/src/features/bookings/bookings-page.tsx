import type { BookingResource } from '@exceed/contract';
import {
  Button,
  EmptyState,
  formatDateTime,
  formatMoney,
  LoadError,
  StatusBadge,
  Table,
  type TableColumn,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link } from 'react-router';
import { workshopOf } from '../../lib/booking-facts.ts';
import { useMyBookings } from '../../lib/my-bookings-api.ts';
import '../../lib/client.css';
import { AcceptedSeats } from './accepted-seats.tsx';

const columns: TableColumn<BookingResource>[] = [
  {
    id: 'workshop',
    header: 'Workshop',
    cell: (booking) => (
      <Link to={`/b/bookings/${booking.id}`} className="client-list__title">
        {workshopOf(booking)}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    cell: (booking) =>
      booking.workshopSchedule
        ? formatDateTime(booking.workshopSchedule.startDate, booking.workshopSchedule.timezone)
        : '',
  },
  { id: 'seats', header: 'Seats', align: 'end', cell: (booking) => booking.seats },
  { id: 'status', header: 'Status', cell: (booking) => <StatusBadge status={booking.status} /> },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (booking) => formatMoney(booking.amountDue, booking.currency),
  },
];

/**
 * /b/bookings: every booking of mine, in every team, newest first; then the seats I accepted in other
 * people's bookings.
 */
export default function BookingsPage() {
  usePageTitle('Bookings');
  const { data, error, mutate } = useMyBookings();
  return (
    <section aria-labelledby="bookings-title" className="client-page">
      <h1 id="bookings-title">Bookings</h1>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="your bookings" />
      ) : data && data.data.length === 0 ? (
        <EmptyState
          title="No bookings yet"
          description="Book a session on the marketplace: it shows here with its seats and payments."
          action={
            <Button asChild>
              <Link to="/workshops">Find a workshop</Link>
            </Button>
          }
        />
      ) : (
        <Table
          aria-labelledby="bookings-title"
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(booking) => booking.id}
          loading={!data}
          paginated
        />
      )}
      <AcceptedSeats />
    </section>
  );
}
