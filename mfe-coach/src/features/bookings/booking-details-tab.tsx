import {
  addressLines,
  type BookingAbility,
  type BookingResource,
  type BookingStatus,
  bodyCheck,
  CANCELLATION_REASON_REQUIRED,
  updateBookingSchema,
} from '@exceed/contract';
import {
  Button,
  Card,
  Dialog,
  Form,
  formatDateTime,
  formatEnum,
  formatMoney,
  Input,
  Textarea,
  toast,
  useForm,
} from '@exceed/design-system';
import { useState } from 'react';
import { BookingAnswers } from '../../lib/booking-answers.tsx';
import { cancelBookingSeats, updateBooking } from './bookings-api.ts';
import { ConfirmUnpaidDialog } from './confirm-unpaid-dialog.tsx';

const checkUpdate = bodyCheck(updateBookingSchema);

/**
 * The status changes the coach may record (docs/decisions/0015-bookings.md), each offered when the
 * booking's `abilities` grant it: CONFIRMED (paid elsewhere), COMPLETED, NO_SHOW, CANCELLED.
 */
const STATUS_ACTIONS: readonly { ability: BookingAbility; status: BookingStatus; label: string }[] = [
  { ability: 'confirm', status: 'CONFIRMED', label: 'Mark confirmed' },
  { ability: 'complete', status: 'COMPLETED', label: 'Mark completed' },
  { ability: 'markNoShow', status: 'NO_SHOW', label: 'Mark no-show' },
  { ability: 'cancel', status: 'CANCELLED', label: 'Cancel booking' },
];

/** The index tab: the booking's details, the coach's notes and the status changes the API allows. */
export function BookingDetailsTab({ booking }: { booking: BookingResource }) {
  const [cancelling, setCancelling] = useState(false);
  const [confirmingUnpaid, setConfirmingUnpaid] = useState(false);
  // A booking with a balance due (the API's figure) is confirmed only with a record of how it was paid.
  const unpaid = booking.balanceDue > 0;
  const moves = STATUS_ACTIONS.filter((action) => booking.abilities[action.ability]);
  const move = async (status: BookingStatus) => {
    await updateBooking(booking.id, { status });
    toast({
      title: 'Booking updated',
      description: `Now ${formatEnum(status).toLowerCase()}.`,
      variant: 'success',
    });
  };
  const address = booking.address;

  return (
    <div className="coach-stack">
      <Card asChild>
        <section aria-labelledby="booking-details-title">
          <Card.Header>
            <Card.Title id="booking-details-title" as="h2">
              Details
            </Card.Title>
          </Card.Header>
          <Card.Content>
            <dl className="coach-meta">
              <div>
                <dt>Session</dt>
                <dd>
                  {formatDateTime(booking.workshopSchedule?.startDate, booking.workshopSchedule?.timezone)}
                </dd>
              </div>
              <div>
                <dt>Booked by</dt>
                <dd>{booking.user ? `${booking.user.name} (${booking.user.email})` : '—'}</dd>
              </div>
              <div>
                <dt>Seats</dt>
                <dd>
                  {booking.seats}
                  {booking.seatsCancelled > 0 ? ` (${booking.seatsCancelled} cancelled)` : ''}
                </dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>
                  {formatMoney(booking.amountDue, booking.currency)} (
                  {formatMoney(booking.amountPaid, booking.currency)} paid)
                </dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{address ? addressLines(address).join(', ') : '—'}</dd>
              </div>
              <div>
                <dt>Booker's notes</dt>
                <dd>{booking.notes || '—'}</dd>
              </div>
              <div>
                <dt>Booker's answers</dt>
                <dd>
                  <BookingAnswers answers={booking.answers} />
                </dd>
              </div>
              {booking.cancellationReason ? (
                <div>
                  <dt>Cancellation reason</dt>
                  <dd>{booking.cancellationReason}</dd>
                </div>
              ) : null}
            </dl>
          </Card.Content>
          {moves.length > 0 ? (
            <Card.Footer className="coach-row-actions">
              {moves.map(({ status, label }) =>
                status === 'CANCELLED' ? (
                  <Button key={status} variant="destructive" onClick={() => setCancelling(true)}>
                    {label}
                  </Button>
                ) : status === 'CONFIRMED' && unpaid ? (
                  <Button key={status} variant="outline" onClick={() => setConfirmingUnpaid(true)}>
                    {label}
                  </Button>
                ) : (
                  <Button
                    key={status}
                    variant="outline"
                    onClick={() => void move(status).catch(() => undefined)}
                  >
                    {label}
                  </Button>
                ),
              )}
            </Card.Footer>
          ) : null}
        </section>
      </Card>
      {booking.abilities.editCoachNotes ? <CoachNotesCard booking={booking} /> : null}
      <Dialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel booking?"
        description="The booker and the seats' holders are told, and what they paid for the cancelled seats is refunded in full. Say why."
      >
        <CancelForm booking={booking} onDone={() => setCancelling(false)} />
      </Dialog>
      {unpaid ? (
        <ConfirmUnpaidDialog booking={booking} open={confirmingUnpaid} onOpenChange={setConfirmingUnpaid} />
      ) : null}
    </div>
  );
}

function CoachNotesCard({ booking }: { booking: BookingResource }) {
  const form = useForm({
    initialValues: { coachNotes: booking.coachNotes ?? '' },
    validate: (values) => checkUpdate({ coachNotes: values.coachNotes || null }),
    onSubmit: async (values) => {
      await updateBooking(booking.id, { coachNotes: values.coachNotes.trim() || null });
      toast({ title: 'Notes saved', variant: 'success' });
    },
  });
  return (
    <Card asChild>
      <section aria-labelledby="coach-notes-title">
        <Form form={form} aria-labelledby="coach-notes-title">
          <Card.Header>
            <Card.Title id="coach-notes-title" as="h2">
              Coach notes
            </Card.Title>
            <Card.Description>Only you see these notes.</Card.Description>
          </Card.Header>
          <Card.Content>
            <Textarea label="Notes" rows={4} maxLength={1000} {...form.register('coachNotes')} />
          </Card.Content>
          <Card.Footer>
            <Button type="submit" disabled={!form.dirty || form.submitting}>
              {form.submitting ? 'Saving...' : 'Save'}
            </Button>
          </Card.Footer>
        </Form>
      </section>
    </Card>
  );
}

function CancelForm({ booking, onDone }: { booking: BookingResource; onDone: () => void }) {
  // Some seats may go (a smaller room, one attendee fewer) where the API allows it; else the booking goes whole.
  const partial = booking.abilities.cancelSeats;
  const form = useForm({
    initialValues: { cancellationReason: '', seats: String(booking.seats) },
    validate: (values) => {
      const bag = checkUpdate({ status: 'CANCELLED', cancellationReason: values.cancellationReason });
      if (!values.cancellationReason.trim()) bag.cancellationReason = [CANCELLATION_REASON_REQUIRED];
      const seats = Number(values.seats);
      if (!Number.isInteger(seats) || seats < 1 || seats > booking.seats) {
        bag.seats = [`Choose between 1 and ${booking.seats} seats.`];
      }
      return bag;
    },
    onSubmit: async (values) => {
      const seats = Number(values.seats);
      const answer = await cancelBookingSeats(booking.id, {
        seats,
        cancellationReason: values.cancellationReason,
      });
      toast({
        title:
          answer.data.status === 'CANCELLED'
            ? 'Booking cancelled'
            : `${seats} ${seats === 1 ? 'seat' : 'seats'} cancelled`,
        variant: 'success',
      });
      onDone();
    },
  });
  return (
    <Form form={form} aria-label="Cancel booking" className="coach-form">
      {partial ? (
        <Input
          label="Seats to cancel"
          type="number"
          inputMode="numeric"
          min={1}
          max={booking.seats}
          required
          description={`Of ${booking.seats}. Fewer than all keeps the booking with the rest.`}
          {...form.register('seats')}
        />
      ) : null}
      <Textarea label="Reason" required rows={3} {...form.register('cancellationReason')} />
      <div className="coach-form__actions">
        <Button variant="destructive" type="submit" loading={form.submitting}>
          {partial ? 'Cancel seats' : 'Cancel booking'}
        </Button>
      </div>
    </Form>
  );
}
