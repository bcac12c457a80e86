import type { BookingResource } from '@exceed/contract';
import {
  Button,
  Card,
  EmptyState,
  formatEnum,
  formatMoney,
  LoadError,
  PriceLines,
  Table,
} from '@exceed/design-system';
import { Link } from 'react-router';
import { invoiceColumns } from '../../lib/invoice-links.tsx';
import { useBookingInvoices } from '../../lib/my-bookings-api.ts';

/** The booking's invoices and credit notes, oldest first, each a download. */
function BookingInvoices({ bookingId }: { bookingId: string }) {
  const { data, error, mutate } = useBookingInvoices(bookingId);
  return (
    <section aria-labelledby="booking-invoices-title" className="client-section">
      <h3 id="booking-invoices-title">Invoices and credit notes</h3>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="the invoices" />
      ) : (
        <Table
          aria-labelledby="booking-invoices-title"
          columns={invoiceColumns}
          rows={data?.data ?? []}
          getRowId={(invoice) => invoice.id}
          loading={!data}
          emptyText="No invoice has been issued yet."
        />
      )}
    </section>
  );
}

/** The payments tab: the price line by line (tiers, codes, tax), what was paid and refunded, how, and the invoices and credit notes. */
export function BookingPaymentsTab({ booking }: { booking: BookingResource }) {
  return (
    <Card asChild>
      <section aria-labelledby="booking-payments-title">
        <Card.Header>
          <Card.Title as="h2" id="booking-payments-title">
            Payment
          </Card.Title>
        </Card.Header>
        <Card.Content>
          {booking.amountPaid === 0 && booking.amountDue > 0 ? (
            <EmptyState
              size="compact"
              titleAs="h3"
              title="Nothing paid yet"
              description={
                booking.status === 'PENDING'
                  ? `${formatMoney(booking.balanceDue, booking.currency)} is due to confirm your seats.`
                  : 'This booking was never paid.'
              }
              action={
                booking.abilities.pay && booking.workshopSchedule ? (
                  <Button asChild>
                    <Link to={`/workshops/${booking.workshopSchedule.id}/book`}>
                      Pay {formatMoney(booking.balanceDue, booking.currency)}
                    </Link>
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <section aria-labelledby="booking-price-title" className="client-section">
                <h3 id="booking-price-title">Price</h3>
                <PriceLines price={booking.priceBreakdown} />
              </section>
              <dl className="client-details">
                <dt>Total</dt>
                <dd>{formatMoney(booking.amountDue, booking.currency)}</dd>
                <dt>Amount paid</dt>
                <dd>{formatMoney(booking.amountPaid, booking.currency)}</dd>
                <dt>Amount refunded</dt>
                <dd>{formatMoney(booking.amountRefunded, booking.currency)}</dd>
                <dt>Payment method</dt>
                <dd>{booking.paymentMethod ? formatEnum(booking.paymentMethod) : 'None'}</dd>
                {booking.paymentTransactionId ? (
                  <>
                    <dt>Transaction</dt>
                    <dd>
                      <code>{booking.paymentTransactionId}</code>
                    </dd>
                  </>
                ) : null}
              </dl>
            </>
          )}
          {booking.amountPaid > 0 ? <BookingInvoices bookingId={booking.id} /> : null}
        </Card.Content>
      </section>
    </Card>
  );
}
