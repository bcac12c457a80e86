import type { Knex } from 'knex';
import { Booking } from '../models/booking.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { cancelBooking } from './cancel-booking.ts';
import { closeWaitlist } from './close-waitlist.ts';

/** Why the bookings of a cancelled session were cancelled. */
export const SESSION_CANCELLED_REASON = 'The session was cancelled by its coach.';

/**
 * A cancelled session takes its live bookings with it: each is cancelled, saying why (its seats go
 * back: cancelBooking), and refunded; its waitlist closes first (closeWaitlist), so no seat is offered.
 * `refund` plans giving a booking back what it paid (the route passes payments/booking-payments.ts's
 * planBookingRefund; Stripe is called once the transaction has committed): payments build on this
 * layer, so it cannot call them itself.
 */
export async function cancelSessionBookings(
  trx: Knex.Transaction,
  schedule: WorkshopSchedule,
  refund: (booking: Booking) => Promise<void>,
): Promise<void> {
  await closeWaitlist(trx, schedule.tenantId, schedule.id, SESSION_CANCELLED_REASON);
  const live = await Booking.forTenant(schedule.tenantId, trx)
    .where('workshopScheduleId', schedule.id)
    .whereIn('status', ['PENDING', 'CONFIRMED'])
    .forUpdate();
  for (const booking of live) {
    await cancelBooking(trx, booking, SESSION_CANCELLED_REASON);
    await refund(booking);
  }
}
