import { allSeatsAssignedMessage, type InvitationStatus, seatsAssignedMessage } from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import type { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { lockBooking } from './lock-booking.ts';

/**
 * A booking's attendee seats (booking_seats rows: the people it gives its places to) never outnumber its
 * seats. Both sides of that rule live here: giving an attendee a seat, and lowering the booking's seats.
 */

/** Invitation statuses whose attendee seat counts against its booking's seats. */
const COUNTED_STATUSES: readonly InvitationStatus[] = ['PENDING', 'ACCEPTED'];

/** Whether an attendee seat with this invitation status counts against its booking's seats. */
export const countsAgainstBooking = (status: InvitationStatus): boolean => COUNTED_STATUSES.includes(status);

/**
 * Room for one more attendee seat: the booking is locked for the rest of the transaction (lockBooking),
 * so two seats given at once queue here, and its counted attendee seats must stay below its seats (422 on
 * bookingId). `exceptSeatId`: an attendee seat that is changing and must not count against itself.
 */
export async function assertRoomForAttendee(
  trx: Knex.Transaction,
  booking: Booking,
  exceptSeatId?: string,
): Promise<void> {
  await lockBooking(trx, booking.id);
  const assigned = await countAttendeeSeats(trx, booking, exceptSeatId);
  if (assigned >= booking.seats)
    throw validationFailed({ bookingId: [allSeatsAssignedMessage(booking.seats)] });
}

/** Lowering a booking's seats: never below its attendee seats already given out (422 on seats). */
export async function assertSeatsCoverAttendees(
  trx: Knex.Transaction,
  booking: Booking,
  seats: number,
): Promise<void> {
  const assigned = await countAttendeeSeats(trx, booking);
  if (seats < assigned) throw validationFailed({ seats: [seatsAssignedMessage(assigned)] });
}

async function countAttendeeSeats(trx: Knex, booking: Booking, exceptSeatId?: string): Promise<number> {
  const query = BookingSeat.forTenant(booking.tenantId, trx)
    .where('bookingId', booking.id)
    .whereIn('status', COUNTED_STATUSES);
  if (exceptSeatId) query.whereNot('id', exceptSeatId);
  return query.resultSize();
}
