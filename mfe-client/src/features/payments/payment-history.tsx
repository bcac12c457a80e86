import type { BookingResource, InvoiceSummaryResource } from '@exceed/contract';
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
import { InvoiceLinks } from '../../lib/invoice-links.tsx';
import { useMyBookings, useMyInvoices } from '../../lib/my-bookings-api.ts';

/** A payment row: the booking and the invoices and credit notes issued to me for it, oldest first. */
interface PaymentRow {
  booking: BookingResource;
  invoices: InvoiceSummaryResource[];
}

const columns: TableColumn<PaymentRow>[] = [
  {
    id: 'workshop',
    header: 'Booking',
    cell: ({ booking }) => (
      <Link to={`/b/bookings/${booking.id}/payments`} className="client-list__title">
        {workshopOf(booking)}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Paid on',
    cell: ({ booking }) => formatDay(booking.confirmedAt ?? booking.createdAt),
  },
  {
    id: 'paid',
    header: 'Paid',
    align: 'end',
    cell: ({ booking }) => formatMoney(booking.amountPaid, booking.currency),
  },
  {
    id: 'refunded',
    header: 'Refunded',
    align: 'end',
    cell: ({ booking }) => formatMoney(booking.amountRefunded, booking.currency),
  },
  {
    id: 'invoices',
    header: 'Invoices and credit notes',
    cell: ({ booking, invoices }) =>
      invoices.length > 0 ? (
        <InvoiceLinks invoices={invoices} />
      ) : (
        <VisuallyHidden>None issued to you for {workshopOf(booking)}</VisuallyHidden>
      ),
  },
];

/** My documents grouped by booking, oldest first (the API lists them newest first). */
function byBooking(invoices: readonly InvoiceSummaryResource[]): Map<string, InvoiceSummaryResource[]> {
  const grouped = new Map<string, InvoiceSummaryResource[]>();
  for (const invoice of [...invoices].reverse()) {
    grouped.set(invoice.bookingId, [...(grouped.get(invoice.bookingId) ?? []), invoice]);
  }
  return grouped;
}

/**
 * The payment history: every booking of mine that took a payment, with its refunds and the invoices and
 * credit notes issued to me for it, each a download.
 */
export function PaymentHistory() {
  const { data, error, mutate } = useMyBookings();
  const invoices = useMyInvoices();
  const documents = byBooking(invoices.data?.data ?? []);
  const paid = (data?.data ?? [])
    .filter((booking) => booking.amountPaid > 0)
    .map((booking) => ({ booking, invoices: documents.get(booking.id) ?? [] }));
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
          getRowId={({ booking }) => booking.id}
          loading={!data || (!invoices.data && !invoices.error)}
          emptyText="No payments yet."
          paginated
        />
      )}
    </section>
  );
}
