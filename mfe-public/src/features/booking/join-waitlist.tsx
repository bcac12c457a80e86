import type { PublicScheduleResource, WaitlistEntryResource } from '@exceed/contract';
import { Button, Checkbox, Form, Input, useForm } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import { useState } from 'react';
import { Link } from 'react-router';
import { AddressFields } from './address-fields.tsx';
import type { BookingDraft } from './booking-draft.ts';
import { addressBody, checkClaimAddress, checkWaitlistSeats } from './booking-form-checks.ts';
import { bookingErrors } from './place-booking.ts';
import { joinWaitlist, useSavedCards } from './waitlist-api.ts';

export interface JoinWaitlistProps {
  schedule: PublicScheduleResource;
  /** A guest is asked to sign in first (the booking page's account step), then comes back here. */
  onSignIn: () => void;
}

interface WaitlistValues {
  seats: number;
  autoCharge: boolean;
  /** Asked only with autoCharge: the booking its charge makes has nobody to ask it of then. */
  address: BookingDraft['address'];
}

const NO_ADDRESS: BookingDraft['address'] = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  country: '',
};

/**
 * A fully booked session's offer instead of the booking form: join its waitlist for a number of seats and,
 * with a saved card, choose to be charged when seats free up instead of claiming them by mail. The API's
 * refusals (already on the list, seats are free after all) show in its words.
 */
export function JoinWaitlist({ schedule, onSignIn }: JoinWaitlistProps) {
  const user = useSession((s) => s.user);
  const cards = useSavedCards(Boolean(user));
  const hasCard = (cards.data?.data.length ?? 0) > 0;
  const mostSeats = schedule.workshop.maxSeatsPerBooking;
  const [joined, setJoined] = useState<WaitlistEntryResource | null>(null);
  const form = useForm<WaitlistValues>({
    initialValues: { seats: 1, autoCharge: false, address: NO_ADDRESS },
    validate: (values) => ({
      ...checkWaitlistSeats(values.seats, mostSeats),
      ...(hasCard && values.autoCharge ? checkClaimAddress(values.address) : {}),
    }),
    onSubmit: async (values) => {
      try {
        const autoCharge = hasCard && values.autoCharge;
        const answer = await joinWaitlist({
          workshopScheduleId: schedule.id,
          seats: values.seats,
          autoCharge,
          ...(autoCharge ? { address: addressBody(values.address) } : {}),
        });
        setJoined(answer.data);
        return undefined;
      } catch (failure) {
        return bookingErrors(failure);
      }
    },
  });
  const seats = form.register<number>('seats');

  if (joined) {
    return (
      <section className="booking-done" aria-labelledby="waitlist-joined-title">
        <h2 id="waitlist-joined-title">You're on the waitlist</h2>
        <p role="status">
          You are number {joined.place} in line for {joined.seats} {joined.seats === 1 ? 'seat' : 'seats'}.{' '}
          {joined.autoCharge
            ? 'When seats free up, we charge your saved card and mail you the booking.'
            : 'When seats free up, we mail you a link to claim them.'}
        </p>
        <div className="booking-actions">
          <Button asChild>
            <Link to="/b/waitlist">See your waitlist</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/workshops">Browse more workshops</Link>
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="booking-form" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">This session is fully booked</h2>
      <p className="booking-muted">
        Join the waitlist: when seats free up, the first in line whose request fits gets them, held for a
        while to claim and pay.
      </p>
      {user ? (
        <Form form={form} className="booking-form" aria-label="Join the waitlist">
          <Input
            label="Seats"
            type="number"
            min={1}
            max={mostSeats}
            inputMode="numeric"
            description={`At most ${mostSeats} per booking.`}
            {...seats}
            value={String(seats.value)}
            onChange={(event) => seats.onChange(event.target.value === '' ? 0 : Number(event.target.value))}
          />
          {hasCard ? (
            <Checkbox
              label="Charge my saved card automatically when seats free up"
              description="Otherwise we mail you a link to claim the seats."
              checked={form.values.autoCharge}
              onCheckedChange={(checked) => form.setValue('autoCharge', checked === true)}
            />
          ) : null}
          {hasCard && form.values.autoCharge ? <AddressFields form={form} /> : null}
          <Button type="submit" size="lg" loading={form.submitting}>
            Join the waitlist
          </Button>
          <Link to="/b/waitlist" className="booking-muted">
            Your waitlist
          </Link>
        </Form>
      ) : (
        <div className="booking-actions">
          <Button size="lg" onClick={onSignIn}>
            Sign in to join the waitlist
          </Button>
        </div>
      )}
    </section>
  );
}
