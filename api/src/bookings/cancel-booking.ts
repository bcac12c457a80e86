import type { Knex } from 'knex';
import type { Booking } from '../models/booking.ts';

/**
 * Cancels a booking, saying why: from now on its seats are free (capacity.ts stops counting a CANCELLED
 * booking). Every cancellation (the client's or the coach's, a cancelled session, a payment that came too
 * late, a refund in full) comes through here, so whatever else must follow a booking's seats follows here.
 */
export async function cancelBooking(trx: Knex, booking: Booking, reason: string): Promise<void> {
  await booking.$query(trx).patch({
    status: 'CANCELLED',
    cancellationReason: reason,
    cancelledAt: new Date(),
    holdExpiresAt: null,
  });
}
