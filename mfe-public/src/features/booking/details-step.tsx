import { type BookingQuestionResource, checkBookingAnswers, type ErrorBag } from '@exceed/contract';
import { Button, Checkbox, Form, Input, useForm } from '@exceed/design-system';
import { useEffect, useState } from 'react';
import { QuestionFields } from '../../lib/booking-questions/question-fields.tsx';
import { AddressFields } from './address-fields.tsx';
import type { BookingDraft } from './booking-draft.ts';
import { checkBookingDetails } from './booking-form-checks.ts';
import { type BuyerOfQuote, buyerOfQuote } from './buyer-of-quote.ts';

export interface DetailsStepProps {
  draft: BookingDraft;
  /** The workshop's booking questions: all are asked here, the per-attendee ones of the booker. */
  questions: readonly BookingQuestionResource[];
  seatsLeft: number;
  /** The most seats one booking may take (the workshop's maxSeatsPerBooking). */
  mostSeats: number;
  /** The label of the submit button: "Continue to payment", or "Continue" for a guest. */
  submitLabel: string;
  /** Saves the details and goes on; a returned bag (the API's 422, seats taken meanwhile) shows on the fields. */
  onSubmit: (draft: BookingDraft) => Promise<ErrorBag | undefined>;
  /** Errors from a step further on (the booking was refused after signing in), shown on arrival. */
  errors?: ErrorBag;
  /** Told each bookable number of seats as it is typed, so the summary prices it. */
  onSeatsChange?: (seats: number) => void;
  /** Told the buyer's country and VAT ID as they are given, so the summary prices their tax. */
  onBuyerChange?: (buyer: BuyerOfQuote) => void;
}

/**
 * Step one: how many seats, the workshop's questions and the billing address, checked by the contract's
 * booking and answer rules.
 */
export function DetailsStep({
  draft,
  questions,
  seatsLeft,
  mostSeats,
  submitLabel,
  onSubmit,
  errors,
  onSeatsChange,
  onBuyerChange,
}: DetailsStepProps) {
  const form = useForm<BookingDraft>({
    initialValues: draft,
    validate: (values) => ({
      ...checkBookingDetails(values, seatsLeft, mostSeats),
      ...checkBookingAnswers(questions, values.answers, 'booking').errors,
    }),
    // Only the questions asked now: a draft kept in the tab may answer one removed since.
    onSubmit: (values) =>
      onSubmit({
        ...values,
        answers: Object.fromEntries(questions.map(({ id }) => [id, values.answers[id] ?? null])),
      }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once per bag; the form's setErrors is a new function every render.
  useEffect(() => {
    if (errors) form.setErrors(errors);
  }, [errors]);
  const seats = form.register<number>('seats');
  const { country, vatId = '' } = form.values.address;
  useEffect(() => {
    onBuyerChange?.(buyerOfQuote(country, vatId));
  }, [country, vatId, onBuyerChange]);
  const [forCompany, setForCompany] = useState(Boolean(draft.address.companyName || draft.address.vatId));
  return (
    <Form form={form} className="booking-form" aria-label="Seats and address">
      <Input
        label="Seats"
        type="number"
        min={1}
        max={Math.min(seatsLeft, mostSeats)}
        inputMode="numeric"
        description={`${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left${mostSeats < seatsLeft ? `, at most ${mostSeats} per booking` : ''}. Invite people to your other seats once you have paid.`}
        {...seats}
        value={String(seats.value)}
        onChange={(event) => {
          const typed = event.target.value === '' ? 0 : Number(event.target.value);
          seats.onChange(typed);
          if (Number.isInteger(typed) && typed >= 1 && typed <= Math.min(seatsLeft, mostSeats))
            onSeatsChange?.(typed);
        }}
      />
      {Number(seats.value) > 1 ? (
        <Checkbox
          label="Each person pays for their own seat"
          description="You pay for your seat now. Each person you invite gets a link to pay for theirs; a seat not paid for in time is released."
          checked={form.values.inviteesPay}
          onCheckedChange={(checked) => form.setValue('inviteesPay', checked === true)}
        />
      ) : null}
      <QuestionFields
        questions={questions}
        answers={form.values.answers}
        onChange={(id, value) => form.setValue(`answers.${id}`, value)}
        errors={form.errors}
      />
      <AddressFields form={form} />
      <Checkbox
        label="I’m buying for a company"
        description="Its name and VAT ID go on your invoice."
        checked={forCompany}
        onCheckedChange={(checked) => {
          setForCompany(checked === true);
          if (checked !== true) {
            form.setValue('address.companyName', '');
            form.setValue('address.vatId', '');
          }
        }}
      />
      {forCompany ? (
        <div className="booking-row">
          <Input label="Company name" autoComplete="organization" {...form.register('address.companyName')} />
          <Input
            label="VAT ID (optional)"
            autoCapitalize="characters"
            spellCheck={false}
            description="With its country prefix, as DE123456789. A business in another EU country than the seller's pays no VAT."
            {...form.register('address.vatId')}
          />
        </div>
      ) : null}
      <Button type="submit" size="lg" loading={form.submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
