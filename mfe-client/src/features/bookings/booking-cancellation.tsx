import {
  type BookingResource,
  CANCELLATION_REASON_REQUIRED,
  describeCancellationPolicy,
  seatHolderOf,
} from '@exceed/contract';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  Fieldset,
  formatMoney,
  Input,
  Textarea,
  toast,
} from '@exceed/design-system';
import { useState } from 'react';
import { cancelBookingSeats, useBookingSeats, useCancellationQuote } from './bookings-api.ts';

/** What comes back now, in words that fit: nothing paid for is not a "100 %" refund of nothing. */
function refundLine({
  refund,
  refundPercent,
  currency,
}: {
  refund: number;
  refundPercent: number;
  currency: string;
}) {
  if (refund > 0) return `Refund now: ${formatMoney(refund, currency)} (${refundPercent}%).`;
  return refundPercent > 0
    ? 'Nothing to refund through Exceed for these seats.'
    : "No refund now, by the workshop's cancellation policy.";
}

/**
 * A booking's cancellation policy, what has been refunded, and cancelling it (issue 23) when the API
 * grants it (`abilities.cancel`): the client
 * picks how many seats go (some, from one, where `abilities.cancelSeats` allows), and the dialog says what comes back now,
 * by the workshop's policy, before they confirm. A refund cannot be taken back, so there is no Undo:
 * the confirmation is the safeguard.
 */
export function BookingCancellation({ booking }: { booking: BookingResource }) {
  const [open, setOpen] = useState(false);
  const partial = booking.abilities.cancelSeats;
  // One seat to start with where some may go: cancelling everything is the choice to make on purpose.
  const [seats, setSeats] = useState(partial ? '1' : String(booking.seats));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [seatIds, setSeatIds] = useState<string[]>([]);
  const count = partial ? Number(seats) : booking.seats;
  // The attendees whose seats go with them: what the client picks, never more than the seats cancelled.
  const attendees = (useBookingSeats(booking.id).data?.data ?? []).filter(
    (seat) => seat.status === 'PENDING' || seat.status === 'ACCEPTED',
  );
  const valid = Number.isInteger(count) && count >= 1 && count <= booking.seats && seatIds.length <= count;
  const pick = (id: string, on: boolean) =>
    setSeatIds((ids) => (on ? [...ids, id] : ids.filter((picked) => picked !== id)));
  const quote = useCancellationQuote(booking.id, open && valid ? count : null);
  const policy = booking.workshopSchedule?.workshop.cancellationPolicy ?? [];
  const refunded = booking.amountRefunded > 0;

  const confirm = async () => {
    if (!reason.trim()) {
      setReasonError(CANCELLATION_REASON_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      const answer = await cancelBookingSeats(booking.id, {
        seats: count,
        cancellationReason: reason,
        ...(partial && seatIds.length > 0 ? { seatIds } : {}),
      });
      setOpen(false);
      toast({
        title:
          answer.data.status === 'CANCELLED'
            ? 'Booking cancelled'
            : `${count} ${count === 1 ? 'seat' : 'seats'} cancelled`,
        description: quote.data
          ? `${formatMoney(quote.data.data.refund, quote.data.data.currency)} will be refunded to your card.`
          : undefined,
        variant: 'success',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="client-tab-panel" aria-labelledby="cancellation-title">
      <h2 id="cancellation-title">Cancellation</h2>
      <ul aria-label="Cancellation policy">
        {describeCancellationPolicy(policy).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {booking.seatsCancelled > 0 ? (
        <p>
          {booking.seatsCancelled} {booking.seatsCancelled === 1 ? 'seat' : 'seats'} cancelled.
        </p>
      ) : null}
      {refunded ? <p>Refunded: {formatMoney(booking.amountRefunded, booking.currency)}</p> : null}
      {booking.abilities.cancel ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          size="sm"
          title={partial ? 'Cancel seats?' : 'Cancel this booking?'}
          description="Cancelled seats go back to the session and cannot be restored."
          trigger={<Button variant="outline">{partial ? 'Cancel seats' : 'Cancel booking'}</Button>}
          footer={
            <>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Keep booking
              </Button>
              <Button
                variant="destructive"
                loading={busy}
                disabled={!valid || !quote.data}
                onClick={() => void confirm()}
              >
                Confirm cancellation
              </Button>
            </>
          }
        >
          <div className="booking-cancel-fields">
            {partial ? (
              <Input
                label="Seats to cancel"
                type="number"
                inputMode="numeric"
                min={1}
                max={booking.seats}
                value={seats}
                onChange={(event) => setSeats(event.target.value)}
                error={
                  Number.isInteger(count) && count >= 1 && count <= booking.seats
                    ? undefined
                    : `Choose between 1 and ${booking.seats}.`
                }
              />
            ) : null}
            {partial && attendees.length > 0 ? (
              <Fieldset
                legend="Attendees whose seats are cancelled"
                description={`Optional: up to ${count}. Seats nobody holds go first.`}
              >
                {attendees.map((seat) => (
                  <Checkbox
                    key={seat.id}
                    label={seatHolderOf(seat)}
                    checked={seatIds.includes(seat.id)}
                    onCheckedChange={(on) => pick(seat.id, on === true)}
                    error={
                      seatIds.length > count && seatIds.includes(seat.id)
                        ? `Pick at most ${count}.`
                        : undefined
                    }
                  />
                ))}
              </Fieldset>
            ) : null}
            <Textarea
              label="Reason"
              required
              rows={2}
              value={reason}
              error={reasonError}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
            <p aria-live="polite" className="client-muted">
              {quote.data ? refundLine(quote.data.data) : valid ? 'Working out the refund...' : null}
            </p>
          </div>
        </Dialog>
      ) : null}
    </Card>
  );
}
