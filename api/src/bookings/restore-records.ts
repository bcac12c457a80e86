import type { Knex } from 'knex';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { assertRoomForAttendee, countsAgainstBooking } from './attendee-seats.ts';
import { assertNoOtherUnpaidBooking } from './booking-limits.ts';
import { assertHolder } from './booking-seat-checks.ts';
import { takeSeats } from './seat-counter.ts';

/**
 * Brings a deleted booking back (locked by the caller): refused while its booker has another unpaid one;
 * a live hold or a sale takes its seats again. The booking's restore route and the admin trash share it.
 */
export async function bringBackBooking(trx: Knex.Transaction, booking: Booking): Promise<void> {
  await assertNoOtherUnpaidBooking(trx, booking);
  await Booking.forTenant(booking.tenantId, trx).findById(booking.id).restore();
  const liveHold = booking.holdExpiresAt !== null && booking.holdExpiresAt > new Date();
  if (booking.status === 'PENDING' ? liveHold : booking.status !== 'CANCELLED') {
    await takeSeats(trx, booking, booking.status, booking.seats);
  }
}

/**
 * Brings a deleted seat of `booking` back: only if the booking still has room for it and nobody else
 * holds a live seat of it. The seat's restore route and the admin trash share it.
 */
export async function bringBackBookingSeat(
  trx: Knex.Transaction,
  booking: Booking,
  seat: BookingSeat,
): Promise<void> {
  if (countsAgainstBooking(seat.status)) await assertRoomForAttendee(trx, booking, seat.id);
  await assertHolder(trx, booking, { userId: seat.userId, email: seat.email }, seat.id);
  await BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id).restore();
}
