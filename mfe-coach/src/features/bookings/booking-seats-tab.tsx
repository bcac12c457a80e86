import {
  type BookingResource,
  type BookingSeatResource,
  bodyCheck,
  seatHolderOf,
  seatPaymentOf,
  updateBookingSeatSchema,
} from '@exceed/contract';
import {
  Button,
  Dialog,
  Form,
  LoadError,
  StatusBadge,
  Switch,
  Table,
  Textarea,
  toast,
  useForm,
  VisuallyHidden,
} from '@exceed/design-system';
import { useState } from 'react';
import { BookingAnswers } from '../../lib/booking-answers.tsx';
import { updateBookingSeat, useBookingSeats } from './bookings-api.ts';

const checkSeat = bodyCheck(updateBookingSeatSchema);

/**
 * Who holds a seat, by name (seatHolderOf); a seat the booker gave themselves is named as the booking
 * names them (by name and address) before they answer it.
 */
const holderOf = (seat: BookingSeatResource, booking: BookingResource) =>
  !seat.name && seat.userId === booking.userId && booking.user
    ? seatHolderOf({ ...seat, name: booking.user.name, email: booking.user.email })
    : seatHolderOf(seat);

/**
 * The seats tab: who holds each seat (by name once they accepted it, and the address it was given to)
 * and their invitation's state; the coach records attendance where the seat's `abilities` grant it.
 */
export function BookingSeatsTab({ booking }: { booking: BookingResource }) {
  const seats = useBookingSeats(booking.id);
  const [noting, setNoting] = useState<BookingSeatResource | null>(null);

  const setAttended = async (seat: BookingSeatResource, attended: boolean) => {
    await updateBookingSeat(seat.id, { attended });
    toast({
      title: attended ? 'Marked as attended' : 'Marked as not attended',
      description: holderOf(seat, booking),
      variant: 'success',
    });
  };

  return (
    <section aria-labelledby="seats-title" className="coach-stack">
      <h2 id="seats-title">Seats</h2>
      <p>
        {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'} booked. Seats given to others show here once
        the booker invites them.
        {booking.inviteesPay
          ? ' Each person pays for their own seat: the Payment column shows who has paid.'
          : ''}
      </p>
      {seats.error ? (
        <LoadError what="the seats" retry={() => seats.mutate()} />
      ) : (
        <Table<BookingSeatResource>
          aria-labelledby="seats-title"
          rows={seats.data?.data ?? []}
          loading={seats.isLoading}
          getRowId={(row) => row.id}
          emptyText="No seats given out yet."
          paginated
          columns={[
            { id: 'holder', header: 'Attendee', cell: (row) => holderOf(row, booking) },
            { id: 'status', header: 'Invitation', cell: (row) => <StatusBadge status={row.status} /> },
            ...(booking.inviteesPay
              ? [
                  {
                    id: 'payment',
                    header: 'Payment',
                    cell: (row: BookingSeatResource) => {
                      const payment = seatPaymentOf(booking, row);
                      return payment ? <StatusBadge status={payment} /> : null;
                    },
                  },
                ]
              : []),
            {
              id: 'attended',
              header: 'Attended',
              cell: (row) =>
                row.abilities.recordAttendance ? (
                  <Switch
                    label={<VisuallyHidden>{`${holderOf(row, booking)} attended`}</VisuallyHidden>}
                    checked={row.attended}
                    onCheckedChange={(value) => void setAttended(row, value)}
                  />
                ) : row.attended ? (
                  'Yes'
                ) : (
                  'No'
                ),
            },
            { id: 'answers', header: 'Answers', cell: (row) => <BookingAnswers answers={row.answers} /> },
            { id: 'notes', header: 'Attendance notes', cell: (row) => row.attendanceNotes || '—' },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) =>
                row.abilities.recordAttendance ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Attendance notes of ${holderOf(row, booking)}`}
                    onClick={() => setNoting(row)}
                  >
                    Notes
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      <Dialog
        open={noting !== null}
        onOpenChange={(open) => !open && setNoting(null)}
        title="Attendance notes"
        description={noting ? holderOf(noting, booking) : undefined}
      >
        {noting ? <NotesForm seat={noting} onDone={() => setNoting(null)} /> : null}
      </Dialog>
    </section>
  );
}

function NotesForm({ seat, onDone }: { seat: BookingSeatResource; onDone: () => void }) {
  const form = useForm({
    initialValues: { attendanceNotes: seat.attendanceNotes ?? '' },
    validate: (values) => checkSeat({ attendanceNotes: values.attendanceNotes || null }),
    onSubmit: async (values) => {
      await updateBookingSeat(seat.id, {
        attendanceNotes: values.attendanceNotes.trim() || null,
      });
      toast({ title: 'Notes saved', variant: 'success' });
      onDone();
    },
  });
  return (
    <Form form={form} aria-label="Attendance notes" className="coach-form">
      <Textarea label="Notes" rows={4} maxLength={1000} {...form.register('attendanceNotes')} />
      <div className="coach-form__actions">
        <Button type="submit" disabled={!form.dirty || form.submitting}>
          {form.submitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
