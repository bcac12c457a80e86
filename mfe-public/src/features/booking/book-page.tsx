import type { BookingResource, ErrorBag, PublicScheduleResource } from '@exceed/contract';
import { EmptyState, Skeleton } from '@exceed/design-system';
import { pageNotFound, sessionStore, statusOf, usePageTitle, useSession } from '@exceed/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { resumeAfterOnboarding } from '../../lib/resume-after-onboarding.ts';
import { AccountStep } from './account-step.tsx';
import { BookedStep } from './booked-step.tsx';
import { finalizeBookingPayment, usePublicQuestions, usePublicSchedule } from './booking-api.ts';
import { type BookingDraft, clearDraft, emptyDraft, loadDraft, saveDraft } from './booking-draft.ts';
import { BookingSummary } from './booking-summary.tsx';
import type { BuyerOfQuote } from './buyer-of-quote.ts';
import { DetailsStep } from './details-step.tsx';
import { JoinWaitlist } from './join-waitlist.tsx';
import { PaymentStep } from './payment-step.tsx';
import { bookingErrors, placeBooking } from './place-booking.ts';
import '../../lib/failure-note.css';
import './booking.css';

type Step = 'details' | 'account' | 'payment' | 'done';

const AUTHENTICATION_FAILED = 'Your bank did not approve the payment. Try again or use another card.';

/**
 * /workshops/{id}/book (no layout): seats and address, signing in on the way if needed, the card, and
 * the invitations for the other seats. What was typed is kept in the tab, so a sign-in, the bank's 3-D
 * Secure page or a reload loses nothing.
 */
export default function BookPage() {
  const { id = '' } = useParams();
  const { data, error } = usePublicSchedule(id);
  if (statusOf(error) === 404) pageNotFound();
  usePageTitle(data ? `Book ${data.data.workshop.title}` : 'Book a workshop');
  return (
    <main className="booking-page">
      <Link to="/workshops" className="booking-back">
        ← Workshops
      </Link>
      {error ? (
        <EmptyState
          title="This workshop could not be loaded"
          description="Check your connection and try again."
        />
      ) : data ? (
        <Booking schedule={data.data} />
      ) : (
        <div role="status" aria-label="Loading the workshop">
          <Skeleton style={{ height: '20rem' }} />
        </div>
      )}
    </main>
  );
}

function Booking({ schedule }: { schedule: PublicScheduleResource }) {
  const user = useSession((s) => s.user);
  const identityStatus = useSession((s) => s.identityStatus);
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<BookingDraft>(() => {
    const saved = loadDraft(schedule.id) ?? emptyDraft();
    // A code's link (?code=) applies it.
    const linked = params.get('code')?.trim().toUpperCase();
    return linked ? { ...saved, code: linked } : saved;
  });
  // The details ask the questions once they are read; a failed read leaves them to the server's check.
  const asked = usePublicQuestions(schedule.id);
  const questions = asked.data?.data ?? [];
  const questionsRead = asked.data !== undefined || asked.error !== undefined;
  const [codeError, setCodeError] = useState<string | undefined>();
  const [step, setStep] = useState<Step>('details');
  const [booking, setBooking] = useState<BookingResource | null>(null);
  const [detailErrors, setDetailErrors] = useState<ErrorBag | undefined>();
  const [payFailure, setPayFailure] = useState<string | null>(null);
  /** The seats being typed, priced in the summary before they are held. */
  const [typedSeats, setTypedSeats] = useState<number | null>(null);
  /** The buyer's country and VAT ID as typed, whose tax the summary prices. */
  const [buyer, setBuyer] = useState<BuyerOfQuote>({});
  const bookingPath = `/workshops/${schedule.id}/book`;
  const returnUrl = `${window.location.origin}${bookingPath}`;

  const remember = useCallback(
    (next: BookingDraft) => {
      setDraft(next);
      saveDraft(schedule.id, next);
    },
    [schedule.id],
  );

  /** Makes or updates the booking and moves on to pay; a refusal goes back to the details with its messages. */
  const proceed = useCallback(
    async (next: BookingDraft): Promise<ErrorBag | undefined> => {
      const signedIn = sessionStore.getState().user;
      if (!signedIn) {
        setStep('account');
        return undefined;
      }
      try {
        const placed = await placeBooking(schedule.id, next, signedIn);
        remember({ ...next, bookingId: placed.id });
        setBooking(placed);
        if (placed.status === 'CONFIRMED') {
          clearDraft(schedule.id);
          setStep('done');
        } else {
          setStep('payment');
        }
        return undefined;
      } catch (failure) {
        const errors = bookingErrors(failure);
        setDetailErrors(errors);
        setStep('details');
        return errors;
      }
    },
    [schedule.id, remember],
  );

  const finalize = useCallback(
    async (bookingId: string, paymentIntentId: string) => {
      const paid = await finalizeBookingPayment(bookingId, paymentIntentId);
      clearDraft(schedule.id);
      setBooking(paid.data);
      setStep('done');
    },
    [schedule.id],
  );

  // A code the server refuses is told beside the field, and the seats are priced without it.
  const onCodeRefused = useCallback(
    (message: string) => {
      setCodeError(message);
      setDraft((current) => {
        const next = { ...current, code: undefined };
        saveDraft(schedule.id, next);
        return next;
      });
    },
    [schedule.id],
  );
  const code = {
    applied: draft.code,
    error: codeError ?? detailErrors?.code?.[0],
    onApply: (next: string | undefined) => {
      setCodeError(undefined);
      setDetailErrors(undefined);
      remember({ ...draft, code: next });
    },
    onRefused: onCodeRefused,
  };

  // Seats this visitor already holds (an unpaid booking of this draft) are theirs to keep or change.
  const seatsLeft = schedule.seatsLeft + (draft.bookingId ? draft.seats : 0);
  const upcoming = new Date(schedule.startDate) > new Date();
  const bookable = seatsLeft > 0 && upcoming;
  // A full session's page is about its waitlist until the visitor has joined it or signed in to.
  const waitlisting = !bookable && upcoming && (step === 'details' || step === 'account');

  // A guest who signed in on the way goes straight on with what they had entered (or back to the
  // waitlist of a full session, which they signed in to join).
  useEffect(() => {
    if (!user || step !== 'account') return;
    if (bookable) void proceed(draft);
    else setStep('details');
  }, [user, step, draft, proceed, bookable]);

  // Back from the bank's 3-D Secure page: paid, or the card step again with the bank's refusal.
  const returned = useRef(false);
  useEffect(() => {
    const intentId = params.get('payment_intent');
    if (!intentId || returned.current || identityStatus === 'loading') return;
    returned.current = true;
    setParams({}, { replace: true });
    const bookingId = draft.bookingId;
    if (!bookingId || !user) return;
    if (params.get('redirect_status') === 'succeeded') {
      void finalize(bookingId, intentId);
    } else {
      setPayFailure(AUTHENTICATION_FAILED);
      void proceed(draft);
    }
  }, [params, setParams, identityStatus, draft, user, finalize, proceed]);

  return (
    <div className="booking-layout">
      <BookingSummary
        schedule={schedule}
        seats={booking?.seats ?? typedSeats ?? draft.seats}
        held={booking?.priceBreakdown}
        code={code}
        buyer={buyer}
      />
      <div className="booking-steps">
        <h1>{waitlisting ? 'Join the waitlist' : 'Book your seats'}</h1>
        {step === 'done' && booking ? <BookedStep booking={booking} /> : null}
        {step === 'payment' && booking ? (
          <PaymentStep
            booking={booking}
            returnUrl={returnUrl}
            failure={payFailure}
            onPaid={(intentId) => finalize(booking.id, intentId)}
            onChangeDetails={() => {
              setPayFailure(null);
              setStep('details');
            }}
          />
        ) : null}
        {step === 'account' ? (
          <AccountStep
            title={waitlisting ? 'Sign in to join the waitlist' : 'Sign in to book'}
            bookingPath={bookingPath}
            onRegister={() => resumeAfterOnboarding(bookingPath)}
            onBack={() => setStep('details')}
          />
        ) : null}
        {step === 'details' && !bookable && upcoming ? (
          <JoinWaitlist schedule={schedule} onSignIn={() => setStep('account')} />
        ) : null}
        {step === 'details' && !upcoming ? (
          <EmptyState
            title="This session cannot be booked"
            description="It has already started."
            action={<Link to="/workshops">Find another session</Link>}
          />
        ) : null}
        {step === 'details' && bookable && questionsRead ? (
          <DetailsStep
            draft={draft}
            questions={questions}
            seatsLeft={seatsLeft}
            mostSeats={schedule.workshop.maxSeatsPerBooking}
            submitLabel={user ? 'Continue to payment' : 'Continue'}
            errors={detailErrors}
            onSeatsChange={setTypedSeats}
            onBuyerChange={setBuyer}
            onSubmit={(next) => {
              remember(next);
              return proceed(next);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
