import type { Knex } from 'knex';
import type { Context } from 'koa';
import type Stripe from 'stripe';
import { lockBooking } from '../bookings/lock-booking.ts';
import { scheduleGraphModifiers } from '../bookings/schedule-graph.ts';
import { takeSeats } from '../bookings/seat-counter.ts';
import { PAYMENT_MESSAGES } from '../contract/index.ts';
import { HttpError } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import { notifyBookingConfirmed } from '../notifications/notify.ts';
import { chargeOf, recordCharge, recordRefund } from './ledger.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** What the payment code needs: Stripe and the platform's fee. */
export interface PaymentContext {
  payments: PaymentGateway;
  feePercent: number;
}

/** Stripe and the fee of the request's app. */
export const paymentContextOf = (ctx: Context): PaymentContext => ({
  payments: ctx.payments,
  feePercent: ctx.config.platformFeePercent,
});

/** The metadata every intent of a booking carries, so a webhook finds the booking it pays. */
export const bookingMetadata = (booking: Booking) => ({
  bookingId: booking.id,
  tenantId: booking.tenantId,
  userId: booking.userId,
});

/**
 * The booking an intent pays, locked for the rest of the transaction (lockBooking). Deleted bookings too:
 * a payment for one must still be found to be refunded.
 */
async function lockBookingOf(trx: Knex, intent: Stripe.PaymentIntent): Promise<Booking | undefined> {
  const { bookingId, tenantId } = intent.metadata;
  if (!bookingId || !tenantId) return undefined;
  await lockBooking(trx, bookingId);
  return Booking.forTenant(tenantId, trx)
    .withDeleted()
    .findById(bookingId)
    .withGraphFetched('workshopSchedule(withDeleted)')
    .modifiers(scheduleGraphModifiers);
}

/**
 * Whether the booking can take this payment now, and if so its seats become sold: the seats it holds, or,
 * when its hold was released, seats still free.
 */
async function canApply(
  trx: Knex.Transaction,
  booking: Booking,
  intent: Stripe.PaymentIntent,
): Promise<boolean> {
  if (booking.deletedAt || booking.status !== 'PENDING') return false;
  if (booking.paymentIntentId && booking.paymentIntentId !== intent.id) return false;
  if (intent.amount_received !== booking.amountDueMinor()) return false;
  try {
    await takeSeats(trx, booking, 'CONFIRMED', booking.seats);
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 409 || error.status === 422)) return false;
    throw error;
  }
}

/**
 * A succeeded payment intent, applied once, whoever reports it first (finalize or the webhook, in any
 * order): the booking becomes CONFIRMED with the amount paid, and the charge enters the ledger. A payment
 * that cannot be applied (its hold expired and the seats were sold, the booking was cancelled or deleted
 * meanwhile, another payment got there first, no booking at all) is refunded in full, never oversold.
 * Answers the booking as it now stands, if there is one.
 */
export async function applySucceededIntent(
  trx: Knex.Transaction,
  context: PaymentContext,
  intent: Stripe.PaymentIntent,
): Promise<Booking | undefined> {
  const booking = await lockBookingOf(trx, intent);
  if (booking && (await chargeOf(trx, booking, intent.id))) return booking;
  if (!booking || !(await canApply(trx, booking, intent))) {
    await context.payments.stripe.refunds.create(
      { payment_intent: intent.id, reason: 'requested_by_customer', metadata: { unapplied: 'true' } },
      { idempotencyKey: `refund-unapplied:${intent.id}` },
    );
    if (booking?.status === 'PENDING' && !booking.deletedAt && booking.paymentIntentId === intent.id) {
      await takeSeats(trx, booking, 'CANCELLED', 0);
      await booking.$query(trx).patch({
        status: 'CANCELLED',
        cancellationReason: PAYMENT_MESSAGES.soldOutRefunded,
        cancelledAt: new Date(),
        holdExpiresAt: null,
      });
    }
    return booking;
  }
  const chargeId =
    typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null);
  await booking.$query(trx).patch({
    status: 'CONFIRMED',
    amountPaidMinor: booking.amountPaidMinor + intent.amount_received,
    paymentMethod: 'card',
    paymentIntentId: intent.id,
    paymentTransactionId: chargeId,
    confirmedAt: new Date(),
    holdExpiresAt: null,
  });
  await recordCharge(trx, booking, intent.id, intent.amount_received, context.feePercent);
  if (booking.workshopSchedule) await notifyBookingConfirmed(trx, booking, booking.workshopSchedule);
  // A refund may have been reported before this payment was (webhooks come in any order).
  if (chargeId)
    await applyRefundedCharge(trx, await context.payments.stripe.charges.retrieve(chargeId), intent);
  return booking;
}

/**
 * A charge's refunded total (charge.refunded webhook, or after our own refund), brought into the booking
 * and the ledger. Payments that never applied to a booking have nothing to record.
 */
export async function applyRefundedCharge(
  trx: Knex,
  charge: Stripe.Charge,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  if (charge.amount_refunded === 0) return;
  const booking = await lockBookingOf(trx, intent);
  const recorded = booking && (await chargeOf(trx, booking, intent.id));
  if (booking && recorded) await recordRefund(trx, booking, recorded, charge.id, charge.amount_refunded);
}

/**
 * Gives back what a booking paid and has not been refunded yet (a cancellation). The idempotency key
 * holds the refunded amount so far: a retried request refunds once; a later refund is a new one.
 */
export async function refundBooking(trx: Knex, context: PaymentContext, booking: Booking): Promise<void> {
  const remaining = booking.amountPaidMinor - booking.amountRefundedMinor;
  if (remaining <= 0 || !booking.paymentIntentId) return;
  const refund = await context.payments.stripe.refunds.create(
    { payment_intent: booking.paymentIntentId, amount: remaining, metadata: { bookingId: booking.id } },
    { idempotencyKey: `refund:${booking.id}:${booking.amountRefundedMinor}` },
  );
  const chargeId = typeof refund.charge === 'string' ? refund.charge : (refund.charge?.id ?? '');
  const intent = await context.payments.stripe.paymentIntents.retrieve(booking.paymentIntentId);
  await applyRefundedCharge(trx, await context.payments.stripe.charges.retrieve(chargeId), intent);
}
