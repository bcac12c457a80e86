import type { Knex } from 'knex';
import {
  CANCEL_SEATS_STATUS_MESSAGE,
  TOO_MANY_ATTENDEE_SEATS_MESSAGE,
  tooManySeatsToCancelMessage,
  UNKNOWN_ATTENDEE_SEAT_MESSAGE,
} from '../contract/index.ts';
import { validationFailed } from '../errors.ts';
import type { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { assertSeatsCoverAttendees } from './attendee-seats.ts';
import { cancelBooking } from './cancel-booking.ts';
import { takeSeats } from './seat-counter.ts';

/**
 * Cancels `seats` of a booking (issue 23): all of them cancels the booking (cancelBooking); fewer, only
 * from a CONFIRMED booking, frees just those seats (takeSeats: counters and a REFUND row of the seat
 * ledger) and keeps the rest. The attendee seats named in `seatIds` go with them (soft-deleted); the seats
 * left must still cover the attendee seats left (422 on seats). The caller holds the booking's row
 * (lockBooking) and plans the refund: the domain never calls payments.
 */
export async function cancelSeats(
  trx: Knex.Transaction,
  booking: Booking,
  change: { seats: number; seatIds?: string[] | undefined; reason: string },
): Promise<void> {
  const { seats, seatIds = [] } = change;
  if (seats > booking.seats) throw validationFailed({ seats: [tooManySeatsToCancelMessage(booking.seats)] });
  if (seatIds.length > seats) throw validationFailed({ seatIds: [TOO_MANY_ATTENDEE_SEATS_MESSAGE] });
  if (seats < booking.seats && booking.status !== 'CONFIRMED') {
    throw validationFailed({ seats: [CANCEL_SEATS_STATUS_MESSAGE] });
  }
  if (seatIds.length > 0) {
    const deleted = await BookingSeat.forTenant(booking.tenantId, trx)
      .where('bookingId', booking.id)
      .whereIn('id', seatIds)
      .softDelete();
    if (deleted !== seatIds.length) throw validationFailed({ seatIds: [UNKNOWN_ATTENDEE_SEAT_MESSAGE] });
  }
  if (seats === booking.seats) {
    await cancelBooking(trx, booking, change.reason);
    return;
  }
  const left = booking.seats - seats;
  await assertSeatsCoverAttendees(trx, booking, left);
  await takeSeats(trx, booking, 'CONFIRMED', left);
  const seatsCancelled = booking.seatsCancelled + seats;
  await booking.$query(trx).patch({ seats: left, seatsCancelled });
  Object.assign(booking, { seats: left, seatsCancelled });
}
