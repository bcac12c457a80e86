import type { Knex } from 'knex';
import { bookingsCancelled, countWhenCommitted } from '../metrics/business-metrics.ts';
import type { Booking } from '../models/booking.ts';
import { bookingData } from '../webhooks/event-data.ts';
import { publishWebhookEvent } from '../webhooks/publish.ts';
import { takeSeats } from './seat-counter.ts';

/**
 * Cancels a booking, saying why: its seats go back to the schedule (takeSeats: the counters and the seat
 * ledger see it). Every cancellation comes through here, so whatever else must follow a booking's seats
 * follows here: what may have been paid through cancelAndRefund (which plans its refund), unpaid holds
 * (a waitlist offer let go, a payment too late for its seats) directly, and the team's webhooks hear of
 * it (booking.cancelled). The caller holds the booking's row (lockBooking).
 */
export async function cancelBooking(trx: Knex.Transaction, booking: Booking, reason: string): Promise<void> {
  await takeSeats(trx, booking, 'CANCELLED', 0);
  await booking.write(trx, {
    status: 'CANCELLED',
    cancellationReason: reason,
    cancelledAt: new Date(),
    holdExpiresAt: null,
  });
  countWhenCommitted(trx, () => bookingsCancelled.inc());
  await publishWebhookEvent(trx, {
    tenantId: booking.tenantId,
    type: 'booking.cancelled',
    data: { ...bookingData(booking), cancelledSeats: booking.seats },
  });
}
