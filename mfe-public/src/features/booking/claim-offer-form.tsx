import type { BookingResource, WaitlistEntryResource } from '@exceed/contract';
import { Button, ConfirmDialog, Form, formatDateTime, useForm } from '@exceed/design-system';
import { useState } from 'react';
import { AddressFields } from './address-fields.tsx';
import { emptyDraft } from './booking-draft.ts';
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
 * An open offer: the billing address (as the booking page asks it), then "Claim and pay", which takes
 * the held seats as a booking to pay; or "Decline", which passes them to the next in line.
 */
export function ClaimOfferForm({ entry, onClaimed, onDeclined }: ClaimOfferFormProps) {
  const [declining, setDeclining] = useState(false);
  const form = useForm({
    initialValues: { address: emptyDraft().address },
    validate: (values) => checkClaimAddress(values.address),
    onSubmit: async (values) => {
      try {
        onClaimed((await claimWaitlistOffer(entry.id, addressBody(values.address))).data);
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
