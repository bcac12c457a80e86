import type { BookingResource } from '@exceed/contract';
import { Card, formatDateTime, formatEnum, formatMoney } from '@exceed/design-system';
import { DownloadLink } from '../../lib/download-link.tsx';
import { invoicePath } from './bookings-api.ts';

/** The payments tab: what was due, paid and refunded, how, and the invoice once paid. */
export function BookingPaymentsTab({ booking }: { booking: BookingResource }) {
  const amount = (value: number) => formatMoney(value, booking.currency);
  return (
    <Card asChild>
      <section aria-labelledby="booking-payments-title">
        <Card.Header>
          <Card.Title id="booking-payments-title" as="h2">
            Payments
          </Card.Title>
        </Card.Header>
        <Card.Content>
          <dl className="coach-meta">
            <div>
              <dt>Price per seat</dt>
              <dd>{amount(booking.price)}</dd>
            </div>
            <div>
              <dt>Amount due</dt>
              <dd>
                {booking.seats} × {amount(booking.price)} = {amount(booking.amountDue)}
              </dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{amount(booking.amountPaid)}</dd>
            </div>
            <div>
              <dt>Refunded</dt>
              <dd>{amount(booking.amountRefunded)}</dd>
            </div>
            <div>
              <dt>Method</dt>
              <dd>{booking.paymentMethod ? formatEnum(booking.paymentMethod) : '—'}</dd>
            </div>
            <div>
              <dt>Confirmed</dt>
              <dd>{formatDateTime(booking.confirmedAt)}</dd>
            </div>
          </dl>
        </Card.Content>
        <Card.Footer>
          {booking.amountPaid > 0 ? (
            <DownloadLink path={invoicePath(booking.id)} fileName={`invoice-${booking.id}.pdf`}>
              Download the invoice (PDF)
            </DownloadLink>
          ) : (
            <p>An invoice is issued once the booking is paid.</p>
          )}
        </Card.Footer>
      </section>
    </Card>
  );
}
