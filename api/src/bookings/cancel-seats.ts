import {
  CANCEL_SEATS_STATUS_MESSAGE,
  INVITEE_PAY_MESSAGES,
  TOO_MANY_ATTENDEE_SEATS_MESSAGE,
  tooManySeatsToCancelMessage,
  UNKNOWN_ATTENDEE_SEAT_MESSAGE,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import type { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { bookingData } from '../webhooks/event-data.ts';
import { publishWebhookEvent } from '../webhooks/publish.ts';
import { assertSeatsCoverAttendees } from './attendee-seats.ts';
import { cancelBooking } from './cancel-booking.ts';
import { takeSeats } from './seat-counter.ts';

/** Whether some of a booking's seats, not all, may be cancelled: only a confirmed booking of several. */
export const cancelsSomeSeats = (booking: Booking): boolean =>
  booking.status === 'CONFIRMED' && booking.seats > 1;

/**
 * Cancels `seats` of a booking (issue 23): all of them cancels the booking (cancelBooking); fewer, only
 * from a CONFIRMED booking, frees just those seats (takeSeats: counters and a REFUND row of the seat
 * ledger) and keeps the rest. The attendee seats named in `seatIds` go with them (soft-deleted); the seats
 * left must still cover the attendee seats left (422 on seats). The caller holds the booking's row
 * (lockBooking); cancelAndRefund plans the refund. A booking whose invitees pay
 * gives up its unpaid seats first; a seat its invitee paid for goes only when named (422 on seatIds
 * otherwise), and is answered, so that its payer is refunded.
 */
export async function cancelSeats(
  trx: Knex.Transaction,
  booking: Booking,
  change: { seats: number; seatIds?: string[] | undefined; reason: string },
): Promise<BookingSeat[]> {
  const { seats, seatIds = [] } = change;
  if (seats > booking.seats) throw validationFailed({ seats: [tooManySeatsToCancelMessage(booking.seats)] });
  if (seatIds.length > seats) throw validationFailed({ seatIds: [TOO_MANY_ATTENDEE_SEATS_MESSAGE] });
  if (seats < booking.seats && !cancelsSomeSeats(booking)) {
    throw validationFailed({ seats: [CANCEL_SEATS_STATUS_MESSAGE] });
  }
  const named = await BookingSeat.forTenant(booking.tenantId, trx)
    .where('bookingId', booking.id)
    .whereIn('id', seatIds);
  if (named.length !== seatIds.length) throw validationFailed({ seatIds: [UNKNOWN_ATTENDEE_SEAT_MESSAGE] });
  const paid = named.filter((seat) => seat.paidAt !== null);
  // Of a booking whose invitees pay, the seats beyond its unpaid ones are paid for by someone.
  const paidCancelled = booking.inviteesPay ? Math.max(0, seats - booking.unpaidInviteeSeats()) : 0;
  if (seats < booking.seats && paid.length < paidCancelled)
    throw validationFailed({ seatIds: [INVITEE_PAY_MESSAGES.namePaidSeats] });
  if (seatIds.length > 0) {
    await BookingSeat.forTenant(booking.tenantId, trx)
      .where('bookingId', booking.id)
      .whereIn('id', seatIds)
      .softDelete();
  }
  if (seats === booking.seats) {
    await cancelBooking(trx, booking, change.reason);
    return paid;
  }
  const left = booking.seats - seats;
  await assertSeatsCoverAttendees(trx, booking, left);
  await takeSeats(trx, booking, 'CONFIRMED', left);
  const seatsCancelled = booking.seatsCancelled + seats;
  const inviteeSeatsPaid = booking.inviteeSeatsPaid - paid.length;
  await booking.write(trx, { seats: left, seatsCancelled, inviteeSeatsPaid });
  await publishWebhookEvent(trx, {
    tenantId: booking.tenantId,
    type: 'booking.cancelled',
    data: { ...bookingData(booking), cancelledSeats: seats, cancellationReason: change.reason },
  });
  return paid;
}
