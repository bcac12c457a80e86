import type { Knex } from 'knex';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { cancelAndRefund } from './cancel-and-refund.ts';
import { closeWaitlist } from './close-waitlist.ts';
import { lockLiveBookingsOf } from './lock-booking.ts';
import type { PlannedRefunds } from './refund-plans.ts';

/** Why the bookings of a cancelled session were cancelled. */
export const SESSION_CANCELLED_REASON = 'The session was cancelled by its coach.';

/**
 * A cancelled session takes its live bookings with it: each is cancelled and refunded in full
 * (cancelAndRefund; Stripe is called once the transaction has committed); its waitlist closes first
 * (closeWaitlist), so no seat is offered. `reason`: why, as the bookings and the waitlist keep it.
 */
export async function cancelSessionBookings(
  trx: Knex.Transaction,
  schedule: WorkshopSchedule,
  planned: PlannedRefunds,
  reason = SESSION_CANCELLED_REASON,
): Promise<void> {
  await closeWaitlist(trx, schedule.tenantId, schedule.id, reason);
  for (const booking of await lockLiveBookingsOf(trx, schedule)) {
    await cancelAndRefund(trx, booking, {
      reason,
      refund: { rule: 'in-full', planned },
      by: 'session',
    });
  }
}
