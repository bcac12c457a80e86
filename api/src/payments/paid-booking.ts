import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { lockBooking } from '../bookings/lock-booking.ts';
import { scheduleGraphModifiers } from '../bookings/schedule-graph.ts';
import { Booking } from '../models/booking.ts';

/**
 * The booking a payment names in its metadata (an intent's, or the charge's copy of it), locked for the
 * rest of the transaction (lockBooking). Deleted bookings too: a payment for one must still be found to
 * be refunded.
 */
export async function lockPaidBooking(
  trx: Knex,
  metadata: Stripe.Metadata | null,
): Promise<Booking | undefined> {
  const { bookingId, tenantId } = metadata ?? {};
  if (!bookingId || !tenantId) return undefined;
  await lockBooking(trx, bookingId);
  return Booking.forTenant(tenantId, trx)
    .withDeleted()
    .findById(bookingId)
    .withGraphFetched('workshopSchedule(withDeleted)')
    .modifiers(scheduleGraphModifiers);
}

/**
 * Whether a succeeded intent pays exactly `owedMinor` of the booking's currency. Both are compared: the
 * same number of minor units in another currency (50,000 VND against USD 500.00) is another sum.
 */
export const paysExactly = (intent: Stripe.PaymentIntent, booking: Booking, owedMinor: number): boolean =>
  intent.amount_received === owedMinor && intent.currency.toUpperCase() === booking.currency.toUpperCase();
