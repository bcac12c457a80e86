import type { BookingResource } from '@exceed/contract';
import { formatDateTime, formatMoney, StatusBadge, Table, type TableColumn } from '@exceed/design-system';
import { Link } from 'react-router';

/** My bookings of one workshop as a table, each linking to its page under the workshop. */
export function WorkshopBookingTable({
  workshopId,
  bookings,
  labelledBy,
  emptyText,
}: {
  workshopId: string;
  bookings: readonly BookingResource[];
  labelledBy: string;
  emptyText: string;
}) {
  const columns: TableColumn<BookingResource>[] = [
    {
      id: 'date',
      header: 'Session',
      cell: (booking) => (
        <Link to={`/b/workshops/${workshopId}/bookings/${booking.id}`} className="client-list__title">
          {booking.workshopSchedule
            ? formatDateTime(booking.workshopSchedule.startDate, booking.workshopSchedule.timezone)
            : 'Session'}
        </Link>
      ),
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
  return (
    <Table
      aria-labelledby={labelledBy}
      columns={columns}
      rows={bookings}
      getRowId={(booking) => booking.id}
      emptyText={emptyText}
      paginated
    />
  );
}
