import type { ErrorBag } from '@exceed/api/contract';
import { type BookingResource, bodyCheck, createBookingSeatSchema } from '@exceed/api/contract';
import { Button, Form, formatMoney, Input, useForm } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { useState } from 'react';
import { Link } from 'react-router';

const checkSeat = bodyCheck(createBookingSeatSchema);

/** Each filled row checked as the seat route checks it, its messages under that row. */
function checkInvites(bookingId: string, emails: string[]): ErrorBag {
  const errors: ErrorBag = {};
  emails.forEach((email, index) => {
    if (!email.trim()) return;
    const message = checkSeat({ bookingId, email: email.trim() }).email;
    if (message) errors[`emails.${index}`] = message;
  });
  return errors;
}

/** Gives one seat to `email` and mails the invitation; the seat's messages come back under its row. */
async function invite(bookingId: string, email: string): Promise<string[] | undefined> {
  try {
    const seat = await api.post<{ data: { id: string } }>(
      '/booking-seats',
      { bookingId, email },
      { notify: false },
    );
    await api.post(`/booking-seats/${seat.data.id}/send-invitation`, {}, { notify: false });
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) {
      const messages = Object.values(error.errors).flat();
      return messages.length > 0 ? messages : [error.message];
    }
    throw error;
  }
}

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
        const problem = await invite(booking.id, email);
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
            One seat is yours. Each person gets an email with a link to accept their seat.
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
