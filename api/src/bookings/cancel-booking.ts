import type { Knex } from 'knex';
import { bookingsCancelled, countWhenCommitted } from '../metrics/business-metrics.ts';
import type { Booking } from '../models/booking.ts';
import { takeSeats } from './seat-counter.ts';

/**
 * Cancels a booking, saying why: its seats go back to the schedule (takeSeats: the counters and the seat
 * ledger see it). Every cancellation (the client's or the coach's, a cancelled session, a payment that
 * came too late, a refund in full) comes through here, so whatever else must follow a booking's seats
 * follows here. The caller holds the booking's row (lockBooking).
 */
export async function cancelBooking(trx: Knex.Transaction, booking: Booking, reason: string): Promise<void> {
  await takeSeats(trx, booking, 'CANCELLED', 0);
  await booking.$query(trx).patch({
    status: 'CANCELLED',
    cancellationReason: reason,
    cancelledAt: new Date(),
    holdExpiresAt: null,
  });
  countWhenCommitted(trx, () => bookingsCancelled.inc());
}
