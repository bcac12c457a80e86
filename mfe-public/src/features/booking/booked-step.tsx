import type { BookingResource, ErrorBag } from '@exceed/contract';
import { Button, Form, formatDateTime, formatMoney, Input, useForm } from '@exceed/design-system';
import { useState } from 'react';
import { Link } from 'react-router';
import { checkInvites } from './booking-form-checks.ts';
import { inviteToSeat } from './invite-to-seat.ts';

/** The last step: the booking is paid, and the other seats can go to colleagues by email at once. */
export function BookedStep({ booking }: { booking: BookingResource }) {
  const others = Math.max(booking.seats - 1, 0);
  const [sent, setSent] = useState<string[]>([]);
  const form = useForm({
    initialValues: { emails: Array.from({ length: others }, () => '') },
    validate: ({ emails }) => checkInvites(booking.id, emails),
    onSubmit: async ({ emails }) => {
      const errors: ErrorBag = {};
      const delivered: string[] = [];
      for (const [index, raw] of emails.entries()) {
        const email = raw.trim();
        if (!email || sent.includes(email)) continue;
        const problem = await inviteToSeat(booking.id, email);
        if (problem) errors[`emails.${index}`] = problem;
        else delivered.push(email);
      }
      setSent((before) => [...before, ...delivered]);
      return errors;
    },
  });
  const paid = booking.amountPaid > 0 ? formatMoney(booking.amountPaid, booking.currency) : null;
  return (
    <section className="booking-done" aria-labelledby="booking-done-title">
      <h2 id="booking-done-title">You're booked!</h2>
      <p role="status">
        {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'} confirmed
        {paid ? `, ${paid} paid` : ''}. A confirmation is on its way to your inbox.
      </p>
      {others > 0 ? (
        <Form form={form} className="booking-form" aria-label="Invite people to your other seats">
          <h3>Invite people to your other seats</h3>
          <p className="booking-muted">
            {booking.inviteesPay
              ? `One seat is yours. Each person gets an email with a link to pay ${formatMoney(booking.price, booking.currency)} for their seat${booking.inviteeHoldExpiresAt ? ` by ${formatDateTime(booking.inviteeHoldExpiresAt)}` : ''}; a seat not paid for by then is released.`
              : 'One seat is yours. Each person gets an email with a link to accept their seat.'}
          </p>
          {form.values.emails.map((_, index) => {
            const field = form.register(`emails.${index}`);
            const done = sent.includes(String(field.value).trim());
            return (
              <Input
                // The rows are fixed: one per other seat.
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its seat's position.
                key={index}
                label={`Seat ${index + 2}: email`}
                type="email"
                autoComplete="off"
                readOnly={done}
                description={done ? 'Invitation sent.' : undefined}
                {...field}
              />
            );
          })}
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Sending…' : 'Send invitations'}
          </Button>
        </Form>
      ) : null}
      <div className="booking-actions">
        <Button asChild>
          <Link to={`/b/bookings/${booking.id}`}>View your booking</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/workshops">Browse more workshops</Link>
        </Button>
      </div>
    </section>
  );
}
