import type { InvitationResource } from '@exceed/contract';
import { Button, EmptyState, formatDateTime, formatMoney } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PayWithCard } from '../../lib/card-payment/pay-with-card.tsx';
import { inviterOf } from './invitation-standing.ts';
import { createSeatPaymentIntent, finalizeSeatPayment } from './invitations-api.ts';
import '../../lib/failure-note.css';

const AUTHENTICATION_FAILED = 'Your bank did not approve the payment. Try again or use another card.';

/**
 * An accepted seat whose invitee pays for it (issue 23): the price, by when, and the card; back from the
 * bank's 3-D Secure page, the payment is recorded. Until the booker has paid for their own seat, it says
 * so; a guest signs in first. `onPaid`: the invitation is read again, and shows the seat paid.
 */
export function SeatPayment({ invitation, onPaid }: { invitation: InvitationResource; onPaid: () => void }) {
  const user = useSession((s) => s.user);
  const [params, setParams] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const { seat, booking } = invitation;
  const price = formatMoney(booking.price, booking.currency);
  const returnUrl = window.location.href.split('?')[0] ?? window.location.href;

  const finalize = async (intentId: string) => {
    await finalizeSeatPayment(seat.id, intentId);
    onPaid();
  };
  const returned = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bank's return is read once.
  useEffect(() => {
    const intentId = params.get('payment_intent');
    if (!intentId || returned.current || !user) return;
    returned.current = true;
    setParams({}, { replace: true });
    if (params.get('redirect_status') === 'succeeded') void finalize(intentId);
    else setProblem(AUTHENTICATION_FAILED);
  }, [params, user]);

  if (!user) {
    const here = window.location.pathname;
    return (
      <EmptyState
        role="status"
        title="Log in to pay for your seat"
        description={`Your seat costs ${price}.`}
        action={
          <Button asChild>
            <Link to={{ pathname: '/login', search: `?redirect=${encodeURIComponent(here)}` }}>Log in</Link>
          </Button>
        }
      />
    );
  }
  if (booking.status === 'PENDING') {
    return (
      <EmptyState
        role="status"
        title="Your seat is waiting"
        description={`You can pay for it (${price}) once ${inviterOf(invitation)} has paid for theirs. We will not release it before then.`}
      />
    );
  }
  return (
    <section className="invitation-payment" aria-labelledby="seat-payment-title">
      <h2 id="seat-payment-title">Pay for your seat</h2>
      <p>
        Your seat costs <strong>{price}</strong>.
        {booking.inviteeHoldExpiresAt
          ? ` It is held for you until ${formatDateTime(booking.inviteeHoldExpiresAt)}; after that it is released.`
          : ''}
      </p>
      {problem ? (
        <p role="alert" className="failure-note">
          {problem}
        </p>
      ) : null}
      <PayWithCard
        createIntent={() => createSeatPaymentIntent(seat.id, returnUrl)}
        intentKey={`${seat.id} ${problem ?? ''}`}
        returnUrl={returnUrl}
        payLabel={`Pay ${price}`}
        onPaid={finalize}
        onProblem={setProblem}
      />
    </section>
  );
}
