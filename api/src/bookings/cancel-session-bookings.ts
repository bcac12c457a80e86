import type { Knex } from 'knex';
import { Booking } from '../models/booking.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { takeSeats } from './seat-counter.ts';

/** Why the bookings of a cancelled session were cancelled. */
export const SESSION_CANCELLED_REASON = 'The session was cancelled by its coach.';

/**
 * A cancelled session takes its live bookings with it: each is cancelled, saying why, gives its seats
 * back and is refunded.
 * `refund` gives a booking back what it paid (the route passes payments/booking-payments.ts's
 * refundBooking): payments build on this layer, so it cannot call them itself.
 */
export async function cancelSessionBookings(
  trx: Knex.Transaction,
  schedule: WorkshopSchedule,
  refund: (booking: Booking) => Promise<void>,
): Promise<void> {
  const live = await Booking.forTenant(schedule.tenantId, trx)
    .where('workshopScheduleId', schedule.id)
    .whereIn('status', ['PENDING', 'CONFIRMED'])
    .forUpdate();
  for (const booking of live) {
    await takeSeats(trx, booking, 'CANCELLED', 0);
    await booking.$query(trx).patch({
      status: 'CANCELLED',
      cancellationReason: SESSION_CANCELLED_REASON,
      cancelledAt: new Date(),
      holdExpiresAt: null,
    });
    await refund(booking);
  }
}
