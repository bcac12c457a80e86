import type { BookingResource } from '@exceed/contract';
import {
  formatDay,
  formatMoney,
  LoadError,
  Table,
  type TableColumn,
  VisuallyHidden,
} from '@exceed/design-system';
import { Link } from 'react-router';
import { workshopOf } from '../../lib/booking-facts.ts';
import { invoiceHref, useMyBookings } from '../../lib/my-bookings-api.ts';

const columns: TableColumn<BookingResource>[] = [
  {
    id: 'workshop',
    header: 'Booking',
    cell: (booking) => (
      <Link to={`/b/bookings/${booking.id}/payments`} className="client-list__title">
        {workshopOf(booking)}
      </Link>
    ),
  },
  { id: 'date', header: 'Paid on', cell: (booking) => formatDay(booking.confirmedAt ?? booking.createdAt) },
  {
    id: 'paid',
    header: 'Paid',
    align: 'end',
    cell: (booking) => formatMoney(booking.amountPaid, booking.currency),
  },
  {
    id: 'refunded',
    header: 'Refunded',
    align: 'end',
    cell: (booking) => formatMoney(booking.amountRefunded, booking.currency),
  },
  {
    id: 'invoice',
    header: 'Invoice',
    align: 'end',
    cell: (booking) => (
      <a href={invoiceHref(booking.id)} download className="client-link">
        Download<VisuallyHidden> the invoice of {workshopOf(booking)},</VisuallyHidden> PDF
      </a>
    ),
  },
];

/** The payment history: every booking of mine that took a payment, with its refunds and invoice. */
export function PaymentHistory() {
  const { data, error, mutate } = useMyBookings();
  const paid = (data?.data ?? []).filter((booking) => booking.amountPaid > 0);
  return (
    <section aria-labelledby="history-title" className="client-section">
      <h2 id="history-title">Payment history</h2>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="your payments" />
      ) : (
        <Table
          aria-labelledby="history-title"
          columns={columns}
          rows={paid}
          getRowId={(booking) => booking.id}
          loading={!data}
          emptyText="No payments yet."
          paginated
        />
      )}
    </section>
  );
}
