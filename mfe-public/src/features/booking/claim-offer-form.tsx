import {
  type BookingQuestionResource,
  type BookingResource,
  checkBookingAnswers,
  type WaitlistEntryResource,
} from '@exceed/contract';
import { Button, ConfirmDialog, Form, formatDateTime, Skeleton, useForm } from '@exceed/design-system';
import { useState } from 'react';
import { QuestionFields } from '../../lib/booking-questions/question-fields.tsx';
import { AddressFields } from './address-fields.tsx';
import { usePublicQuestions } from './booking-api.ts';
import { type BookingDraft, emptyDraft } from './booking-draft.ts';
import { addressBody, checkClaimAddress } from './booking-form-checks.ts';
import { bookingErrors } from './place-booking.ts';
import { claimWaitlistOffer, declineWaitlistOffer } from './waitlist-api.ts';

export interface ClaimOfferFormProps {
  entry: WaitlistEntryResource;
  /** The PENDING booking the claim answers, to be paid. */
  onClaimed: (booking: BookingResource) => void;
  onDeclined: () => void;
}

/**
 * An open offer: the workshop's questions and the billing address (as the booking page asks them), then
 * "Claim and pay", which takes the held seats as a booking to pay; or "Decline", which passes them to the
 * next in line.
 */
export function ClaimOfferForm(props: ClaimOfferFormProps) {
  const asked = usePublicQuestions(props.entry.workshopScheduleId);
  // A failed read leaves the questions to the server's check, whose refusal names them.
  if (!asked.data && !asked.error) return <Skeleton style={{ height: '16rem' }} />;
  return <ClaimForm {...props} questions={asked.data?.data ?? []} />;
}

function ClaimForm({
  entry,
  onClaimed,
  onDeclined,
  questions,
}: ClaimOfferFormProps & { questions: readonly BookingQuestionResource[] }) {
  const [declining, setDeclining] = useState(false);
  const form = useForm<Pick<BookingDraft, 'address' | 'answers'>>({
    initialValues: { address: emptyDraft().address, answers: {} },
    validate: (values) => ({
      ...checkClaimAddress(values.address),
      ...checkBookingAnswers(questions, values.answers, 'booking').errors,
    }),
    onSubmit: async (values) => {
      try {
        onClaimed((await claimWaitlistOffer(entry.id, addressBody(values.address), values.answers)).data);
        return undefined;
      } catch (failure) {
        return bookingErrors(failure);
      }
    },
  });
  const seats = `${entry.seats} ${entry.seats === 1 ? 'seat is' : 'seats are'}`;
  return (
    <>
      <p role="status">
        {seats} waiting for you until{' '}
        <time dateTime={entry.offerExpiresAt ?? undefined}>{formatDateTime(entry.offerExpiresAt)}</time>.
        Claim and pay before then, or decline to pass them to the next in line.
      </p>
      <Form form={form} className="booking-form" aria-label="Claim your seats">
        <QuestionFields
          questions={questions}
          answers={form.values.answers}
          onChange={(id, value) => form.setValue(`answers.${id}`, value)}
          errors={form.errors}
        />
        <AddressFields form={form} />
        <div className="booking-actions">
          <Button type="submit" size="lg" loading={form.submitting}>
            Claim and pay
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title="Decline these seats?"
        description="They go to the next person in line, and you leave this waitlist. This cannot be undone."
        confirmLabel="Decline the seats"
        onConfirm={async () => {
          await declineWaitlistOffer(entry.id);
          onDeclined();
        }}
      />
    </>
  );
}
