import type { BookingResource, WaitlistEntryResource } from '@exceed/contract';
import { EmptyState, formatOrdinal, LoadError, Skeleton } from '@exceed/design-system';
import { statusOf, usePageTitle, useSession } from '@exceed/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { resumeAfterOnboarding } from '../../lib/resume-after-onboarding.ts';
import { AccountStep } from './account-step.tsx';
import { BookedStep } from './booked-step.tsx';
import { finalizeBookingPayment, getBooking, updateBooking } from './booking-api.ts';
import { ClaimOfferForm } from './claim-offer-form.tsx';
import { PaymentStep } from './payment-step.tsx';
import { useWaitlistEntry } from './waitlist-api.ts';
import { WaitlistOfferSummary } from './waitlist-offer-summary.tsx';
import '../../lib/failure-note.css';
import './booking.css';

const AUTHENTICATION_FAILED = 'Your bank did not approve the payment. Try again or use another card.';

const toWaitlist = <Link to="/b/waitlist">See your waitlist</Link>;

/**
 * /waitlist/{id} (no layout), the page the offer mail links to: signed out, sign in first (the entry is
 * its person's alone); then the session and seats held, the address, the claim and the card as on the
 * booking page; or decline. An offer no longer open says so and leads to the person's waitlist.
 */
export default function WaitlistOfferPage() {
  const { id = '' } = useParams();
  const user = useSession((s) => s.user);
  const identityStatus = useSession((s) => s.identityStatus);
  usePageTitle('Your waitlist offer');
  const path = `/waitlist/${id}`;
  return (
    <main className="booking-page">
      <Link to="/b/waitlist" className="booking-back">
        ← Your waitlist
      </Link>
      {user ? (
        <Offer id={id} path={path} />
      ) : identityStatus === 'loading' ? (
        <Loading />
      ) : (
        <div className="booking-steps">
          <h1>Claim your seats</h1>
          <AccountStep
            title="Sign in to claim your seats"
            bookingPath={path}
            onRegister={() => resumeAfterOnboarding(path)}
          />
        </div>
      )}
    </main>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="Loading your offer">
      <Skeleton style={{ height: '20rem' }} />
    </div>
  );
}

type Step = 'offer' | 'payment' | 'done' | 'declined' | 'lapsed';

function Offer({ id, path }: { id: string; path: string }) {
  const { data, error, mutate } = useWaitlistEntry(id, true);
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<Step>('offer');
  const [booking, setBooking] = useState<BookingResource | null>(null);
  const [payFailure, setPayFailure] = useState<string | null>(null);
  const entry = data?.data;
  const returnUrl = `${window.location.origin}${path}`;

  /** The claimed booking: to pay while it holds the seats, booked once paid, else the offer lapsed. */
  const resume = useCallback((held: BookingResource) => {
    setBooking(held);
    const holding = held.status === 'PENDING' && new Date(held.holdExpiresAt ?? 0) > new Date();
    setStep(held.status === 'CONFIRMED' ? 'done' : holding ? 'payment' : 'lapsed');
  }, []);

  const claimed = useCallback(
    async (held: BookingResource) => {
      // Nothing to pay (a free workshop): the booker confirms it, as on the booking page.
      resume(held.amountDue === 0 ? (await updateBooking(held.id, { status: 'CONFIRMED' })).data : held);
    },
    [resume],
  );

  const finalize = useCallback(async (bookingId: string, paymentIntentId: string) => {
    setBooking((await finalizeBookingPayment(bookingId, paymentIntentId)).data);
    setStep('done');
  }, []);

  // Claimed before (a reload, back from the bank's 3-D Secure page, the mail's link again): the
  // booking says where the claim stands.
  const returned = useRef(false);
  useEffect(() => {
    if (entry?.status !== 'CLAIMED' || !entry.bookingId || booking) return;
    const intentId = params.get('payment_intent');
    if (intentId && !returned.current) {
      returned.current = true;
      setParams({}, { replace: true });
      if (params.get('redirect_status') === 'succeeded') {
        void finalize(entry.bookingId, intentId);
        return;
      }
      setPayFailure(AUTHENTICATION_FAILED);
    }
    getBooking(entry.bookingId).then(
      (answer) => resume(answer.data),
      () => setStep('lapsed'),
    );
  }, [entry, booking, params, setParams, finalize, resume]);

  if (error) {
    return statusOf(error) === 404 ? (
      <EmptyState
        title="This offer is not here"
        description="It belongs to another account, or the link is wrong. Sign in with the email the offer was sent to."
        action={toWaitlist}
      />
    ) : (
      <LoadError error={error} retry={() => mutate()} what="your offer" />
    );
  }
  if (!entry) return <Loading />;
  return (
    <div className="booking-layout">
      <WaitlistOfferSummary entry={entry} />
      <div className="booking-steps">
        <h1>Claim your seats</h1>
        <OfferStep
          entry={entry}
          step={step}
          booking={booking}
          payFailure={payFailure}
          returnUrl={returnUrl}
          onClaimed={claimed}
          onDeclined={() => setStep('declined')}
          onPaid={finalize}
        />
      </div>
    </div>
  );
}

interface OfferStepProps {
  entry: WaitlistEntryResource;
  step: Step;
  booking: BookingResource | null;
  payFailure: string | null;
  returnUrl: string;
  onClaimed: (booking: BookingResource) => Promise<void>;
  onDeclined: () => void;
  onPaid: (bookingId: string, paymentIntentId: string) => Promise<void>;
}

function OfferStep({
  entry,
  step,
  booking,
  payFailure,
  returnUrl,
  onClaimed,
  onDeclined,
  onPaid,
}: OfferStepProps) {
  if (step === 'done' && booking) return <BookedStep booking={booking} />;
  if (step === 'payment' && booking) {
    return (
      <PaymentStep
        booking={booking}
        returnUrl={returnUrl}
        failure={payFailure}
        onPaid={(intentId) => onPaid(booking.id, intentId)}
      />
    );
  }
  if (step === 'declined') {
    return (
      <EmptyState
        title="You declined the seats"
        description="They go to the next person in line."
        action={toWaitlist}
      />
    );
  }
  if (step === 'offer' && entry.abilities.claim) {
    return <ClaimOfferForm entry={entry} onClaimed={onClaimed} onDeclined={onDeclined} />;
  }
  if (step === 'offer' && entry.status === 'CLAIMED') return <Loading />;
  if (entry.status === 'WAITING') {
    return (
      <EmptyState
        title="No seats are offered to you yet"
        description={`You are ${formatOrdinal(entry.place ?? 1)} in line. We mail you as soon as seats free up.`}
        action={toWaitlist}
      />
    );
  }
  return (
    <EmptyState
      title="This offer is no longer open"
      description={
        entry.status === 'DECLINED'
          ? 'You declined these seats, so they went to the next person in line.'
          : entry.status === 'LEFT'
            ? 'You left this waitlist.'
            : 'The time to claim these seats has passed, so they went to the next person in line.'
      }
      action={toWaitlist}
    />
  );
}
