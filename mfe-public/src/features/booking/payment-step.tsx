import type { BookingResource, PaymentIntentResource } from '@exceed/api/contract';
import { Button, formatMoney, Skeleton } from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPaymentIntent, useStripeKey } from './booking-api.ts';

const EmulatorCardForm = lazy(() => import('./emulator-card-form.tsx'));
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

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
 * Step three: the amount the server computed for the booking (seats × price) and the card. With a
 * Stripe account, Stripe's Payment Element; without one, the emulator's test card form.
 */
export function PaymentStep({ booking, returnUrl, failure, onPaid, onChangeDetails }: PaymentStepProps) {
  const setup = useStripeKey();
  const [intent, setIntent] = useState<PaymentIntentResource | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setIntent(null);
    createPaymentIntent(booking.id, returnUrl).then(
      (answer) => current && setIntent(answer.data),
      (error: unknown) => {
        if (!current) return;
        const detail = error instanceof ApiError ? Object.values(error.errors)[0]?.[0] : undefined;
        setProblem(detail ?? (error instanceof Error ? error.message : 'The payment could not be prepared.'));
      },
    );
    return () => {
      current = false;
    };
  }, [booking.id, returnUrl]);

  const total = formatMoney(booking.amountDue, booking.currency);
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
  const CardForm = setup.data?.data.emulatorUrl ? EmulatorCardForm : StripeCardForm;
  return (
    <section className="booking-payment" aria-labelledby="booking-payment-title">
      <h2 id="booking-payment-title">Payment</h2>
      <p>
        {booking.seats} × {formatMoney(booking.price, booking.currency)} = <strong>{total}</strong>
      </p>
      {booking.holdExpiresAt ? (
        <p className="booking-muted">
          Your seats are held until{' '}
          {new Date(booking.holdExpiresAt).toLocaleTimeString(undefined, { timeStyle: 'short' })}.
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="failure-note">
          {failure}
        </p>
      ) : null}
      {intent && setup.data ? (
        <Suspense fallback={<Skeleton style={{ height: '14rem' }} />}>
          <CardForm
            setup={setup.data.data}
            intent={intent}
            returnUrl={returnUrl}
            payLabel={`Pay ${total}`}
            onPaid={() => onPaid(intent.id)}
          />
        </Suspense>
      ) : (
        <div role="status" aria-label="Preparing the payment">
          <Skeleton style={{ height: '14rem' }} />
        </div>
      )}
      {onChangeDetails ? (
        <Button variant="ghost" size="sm" onClick={onChangeDetails}>
          Change seats or address
        </Button>
      ) : null}
    </section>
  );
}
