import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { type PlannedRefunds, planRefund } from '../bookings/refund-plans.ts';
import { countWhenCommitted, paymentsApplied, paymentsAppliedMinor } from '../metrics/business-metrics.ts';
import type { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { seatPrice } from '../pricing/booking-price.ts';
import { chargeOf, recordCharge } from './ledger.ts';
import { lockPaidBooking, paysExactly } from './paid-booking.ts';

/** The metadata of an invitee's payment for their seat: the booking's, and the seat it pays. */
export const seatPaymentMetadata = (booking: Booking, seat: BookingSeat) => ({
  bookingId: booking.id,
  tenantId: booking.tenantId,
  userId: seat.userId ?? '',
  bookingSeatId: seat.id,
});

/**
 * Whether an invitee's seat waits for its payment: a live seat of a live, confirmed booking whose invitees
 * pay, not paid yet. Paying starts only while its hold lasts (seatPayable); a payment made in time is
 * taken even if it is reported once the hold has ended, as long as the seat was not released.
 */
export function seatAwaitsPayment(booking: Booking, seat: BookingSeat): boolean {
  return (
    booking.inviteesPay &&
    booking.status === 'CONFIRMED' &&
    !booking.deletedAt &&
    !seat.deletedAt &&
    seat.paidAt === null
  );
}

/** Whether an invitee's seat can be paid now: it awaits its payment and its hold has not ended. */
export const seatPayable = (booking: Booking, seat: BookingSeat, now = new Date()): boolean =>
  seatAwaitsPayment(booking, seat) &&
  booking.inviteeHoldExpiresAt !== null &&
  booking.inviteeHoldExpiresAt > now;

/**
 * An invitee's succeeded payment for their seat (metadata.bookingSeatId), applied once, whoever reports
 * it first: the seat is paid, the booking's paid amount and paid seats grow, and the charge enters the
 * ledger. One that cannot be applied (the seat was released or cancelled meanwhile, another payment got
 * there first, the amount is not the seat's price) is planned for a refund in full. Answers whether it
 * was applied (now or before).
 */
export async function applySeatPayment(
  trx: Knex.Transaction,
  intent: Stripe.PaymentIntent,
  refunds: PlannedRefunds,
): Promise<boolean> {
  const booking = await lockPaidBooking(trx, intent.metadata);
  if (booking && (await chargeOf(trx, booking, intent.id))) return true;
  const seat =
    booking &&
    (await BookingSeat.forTenant(booking.tenantId, trx)
      .withDeleted()
      .findById(intent.metadata.bookingSeatId ?? ''));
  const applies =
    booking &&
    seat &&
    seatAwaitsPayment(booking, seat) &&
    (seat.paymentIntentId === null || seat.paymentIntentId === intent.id) &&
    paysExactly(intent, booking, seatPrice(booking).totalMinor);
  if (!booking || !seat || !applies) {
    await planRefund(trx, refunds, {
      paymentIntentId: intent.id,
      key: `refund-unapplied:${intent.id}`,
      ...(booking ? { bookingId: booking.id } : {}),
    });
    return false;
  }
  await seat.$query(trx).patch({ paidAt: new Date(), paymentIntentId: intent.id });
  await booking.$query(trx).patch({
    amountPaidMinor: booking.amountPaidMinor + intent.amount_received,
    inviteeSeatsPaid: booking.inviteeSeatsPaid + 1,
  });
  await recordCharge(trx, booking, intent.id, intent.amount_received, seat.userId);
  countWhenCommitted(trx, () => {
    paymentsApplied.labels(booking.currency).inc();
    paymentsAppliedMinor.labels(booking.currency).inc(intent.amount_received);
  });
  return true;
}
