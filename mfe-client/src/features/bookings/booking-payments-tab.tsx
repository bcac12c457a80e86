import type { BookingResource } from '@exceed/contract';
import { Button, Card, EmptyState, formatEnum, formatMoney } from '@exceed/design-system';
import { Link } from 'react-router';
import { invoiceHref } from '../../lib/my-bookings-api.ts';

/** The payments tab: what was paid and refunded, how, and the invoice. */
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
          )}
        </Card.Content>
        {booking.amountPaid > 0 ? (
          <Card.Footer>
            <Button asChild variant="outline">
              <a href={invoiceHref(booking.id)} download>
                Download invoice
              </a>
            </Button>
          </Card.Footer>
        ) : null}
      </section>
    </Card>
  );
}
