import type { BookingResource } from '@exceed/contract';
import { Button, formatDateTime, formatMoney, PriceLines } from '@exceed/design-system';
import { useState } from 'react';
import { PayWithCard } from '../../lib/card-payment/pay-with-card.tsx';
import { createPaymentIntent } from './booking-api.ts';

export interface PaymentStepProps {
  booking: BookingResource;
  /** Where the bank's 3-D Secure page sends the payer back to. */
  returnUrl: string;
  /** A failure to show on arrival (3-D Secure refused on the bank's page). */
  failure: string | null;
  onPaid: (paymentIntentId: string) => Promise<void>;
  /** Back to the seats and address; none where they are fixed (a claimed waitlist offer). */
  onChangeDetails?: () => void;
}

/**
 * Step three: the price the server computed for the booking, line by line (or the booker's own seat when
 * each person pays for theirs), and the card.
 */
export function PaymentStep({ booking, returnUrl, failure, onPaid, onChangeDetails }: PaymentStepProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const total = formatMoney(booking.bookerDue, booking.currency);
  if (problem) {
    return (
      <section className="booking-payment" aria-labelledby="booking-payment-title">
        <h2 id="booking-payment-title">Payment</h2>
        <p role="alert" className="failure-note">
          {problem}
        </p>
        {onChangeDetails ? (
          <Button variant="outline" onClick={onChangeDetails}>
            Change your booking
          </Button>
        ) : null}
      </section>
    );
  }
  return (
    <section className="booking-payment" aria-labelledby="booking-payment-title">
      <h2 id="booking-payment-title">Payment</h2>
      {booking.inviteesPay ? (
        <p>
          Your seat: <strong>{total}</strong>.{' '}
          {booking.seats === 2
            ? 'The person you invite pays'
            : `The ${booking.seats - 1} people you invite each pay`}{' '}
          {formatMoney(booking.price, booking.currency)} for theirs.
        </p>
      ) : (
        <PriceLines price={booking.priceBreakdown} totalLabel="You pay" />
      )}
      {booking.holdExpiresAt ? (
        <p className="booking-muted">Your seats are held until {formatDateTime(booking.holdExpiresAt)}.</p>
      ) : null}
      {failure ? (
        <p role="alert" className="failure-note">
          {failure}
        </p>
      ) : null}
      <PayWithCard
        createIntent={() => createPaymentIntent(booking.id, returnUrl)}
        intentKey={`${booking.id} ${returnUrl}`}
        returnUrl={returnUrl}
        payLabel={`Pay ${total}`}
        onPaid={onPaid}
        onProblem={setProblem}
      />
      {onChangeDetails ? (
        <Button variant="ghost" size="sm" onClick={onChangeDetails}>
          Change seats or address
        </Button>
      ) : null}
    </section>
  );
}
