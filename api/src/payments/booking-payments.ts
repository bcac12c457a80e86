import type { Knex } from 'knex';
import type { Context } from 'koa';
import type Stripe from 'stripe';
import { cancelBooking } from '../bookings/cancel-booking.ts';
import type { CancellationRefund } from '../bookings/cancellation-refund.ts';
import { lockBooking } from '../bookings/lock-booking.ts';
import { scheduleGraphModifiers } from '../bookings/schedule-graph.ts';
import { takeSeats } from '../bookings/seat-counter.ts';
import { claimPaidOffer } from '../bookings/waitlist-bookings.ts';
import { PAYMENT_MESSAGES } from '../contract/index.ts';
import { HttpError } from '../errors.ts';
import { enqueue } from '../jobs/queue.ts';
import {
  bookingsConfirmed,
  countWhenCommitted,
  paymentsApplied,
  paymentsAppliedMinor,
  refundsRecorded,
  refundsRecordedMinor,
} from '../metrics/business-metrics.ts';
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

/** The metadata every intent of a booking carries (and its charge copies), so a webhook finds the booking it pays. */
export const bookingMetadata = (booking: Booking) => ({
  bookingId: booking.id,
  tenantId: booking.tenantId,
  userId: booking.userId,
});

/** The job that makes a planned refund at Stripe (payments/refunds.ts), retried until it is made. */
export const REFUND_JOB = 'payments.refund';

/**
 * A refund decided inside a transaction and made at Stripe only once that transaction has committed, so
 * no row lock is held while Stripe answers. Its key is Stripe's idempotency key and its job's unique key:
 * however often it is tried (right after the commit, then by the job), Stripe refunds once.
 */
export interface PlannedRefund {
  paymentIntentId: string;
  key: string;
  bookingId?: string;
  /** In minor units: part of the charge (a cancellation's policy, some seats); absent, all it has left. */
  amountMinor?: number;
}

/** Refunds planned by one transaction, to be made once it has committed (refunds.ts's decideThenRefund). */
export type PlannedRefunds = PlannedRefund[];

/** Plans a refund: its job commits (or not) with the decision, so it is never lost. */
async function planRefund(trx: Knex, refunds: PlannedRefunds, refund: PlannedRefund): Promise<void> {
  await enqueue(trx, { name: REFUND_JOB, payload: { ...refund }, uniqueKey: refund.key });
  refunds.push(refund);
}

/** A succeeded intent with its charge, both read from Stripe before any transaction starts. */
export interface SucceededPayment {
  intent: Stripe.PaymentIntent;
  charge: Stripe.Charge | undefined;
}

/** Reads the charge of a succeeded intent (whose refunded total may already be known to Stripe). */
export async function succeededPaymentOf(
  context: PaymentContext,
  intent: Stripe.PaymentIntent,
): Promise<SucceededPayment> {
  const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
  const charge = chargeId ? await context.payments.stripe.charges.retrieve(chargeId) : undefined;
  return { intent, charge };
}

/**
 * The booking a payment names in its metadata (an intent's, or the charge's copy of it), locked for the
 * rest of the transaction (lockBooking). Deleted bookings too: a payment for one must still be found to
 * be refunded.
 */
async function lockBookingOf(trx: Knex, metadata: Stripe.Metadata | null): Promise<Booking | undefined> {
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
 * order): the booking becomes CONFIRMED with the amount paid (a waitlist offer's, its entry CLAIMED), and
 * the charge enters the ledger. A payment
 * that cannot be applied (its hold expired and the seats were sold, the booking was cancelled or deleted
 * meanwhile, another payment got there first, no booking at all) is planned for a refund in full, never
 * oversold. Answers the booking as it now stands, if there is one.
 */
export async function applySucceededIntent(
  trx: Knex.Transaction,
  context: PaymentContext,
  { intent, charge }: SucceededPayment,
  refunds: PlannedRefunds,
): Promise<Booking | undefined> {
  const booking = await lockBookingOf(trx, intent.metadata);
  if (booking && (await chargeOf(trx, booking, intent.id))) return booking;
  if (!booking || !(await canApply(trx, booking, intent))) {
    await planRefund(trx, refunds, {
      paymentIntentId: intent.id,
      key: `refund-unapplied:${intent.id}`,
      ...(booking ? { bookingId: booking.id } : {}),
    });
    if (booking?.status === 'PENDING' && !booking.deletedAt && booking.paymentIntentId === intent.id) {
      await cancelBooking(trx, booking, PAYMENT_MESSAGES.soldOutRefunded);
    }
    return booking;
  }
  await booking.$query(trx).patch({
    status: 'CONFIRMED',
    amountPaidMinor: booking.amountPaidMinor + intent.amount_received,
    paymentMethod: 'card',
    paymentIntentId: intent.id,
    paymentTransactionId: charge?.id ?? null,
    confirmedAt: new Date(),
    holdExpiresAt: null,
  });
  await recordCharge(trx, booking, intent.id, intent.amount_received, context.feePercent);
  countWhenCommitted(trx, () => {
    bookingsConfirmed.inc();
    paymentsApplied.labels(booking.currency).inc();
    paymentsAppliedMinor.labels(booking.currency).inc(intent.amount_received);
  });
  await claimPaidOffer(trx, booking);
  if (booking.workshopSchedule) await notifyBookingConfirmed(trx, booking, booking.workshopSchedule);
  // A refund may have been reported before this payment was (webhooks come in any order).
  if (charge) await applyRefundedCharge(trx, charge);
  return booking;
}

/**
 * A charge's refunded total (the charge.refunded webhook, or after one of our refunds), brought into the
 * booking and the ledger; a charge refunded in full also cancels its booking, which frees its seats
 * (a refund made in Stripe's dashboard is a cancellation too). Payments that never applied to a booking
 * have nothing to record.
 */
export async function applyRefundedCharge(trx: Knex.Transaction, charge: Stripe.Charge): Promise<void> {
  if (charge.amount_refunded === 0) return;
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  const booking = intentId ? await lockBookingOf(trx, charge.metadata) : undefined;
  const recorded = booking && intentId && (await chargeOf(trx, booking, intentId));
  if (!booking || !recorded) return;
  const refunded = await recordRefund(trx, booking, recorded, charge.id, charge.amount_refunded);
  if (refunded > 0) {
    countWhenCommitted(trx, () => {
      refundsRecorded.labels(booking.currency).inc();
      refundsRecordedMinor.labels(booking.currency).inc(refunded);
    });
  }
  if (charge.refunded && (booking.status === 'PENDING' || booking.status === 'CONFIRMED')) {
    await cancelBooking(trx, booking, PAYMENT_MESSAGES.refundedInFull);
  }
}

/**
 * Plans the refund of a cancellation (bookings/cancellation-refund.ts, quoted before its seats went):
 * the whole booking cancelled with a full refund gives back all its charge has left (planBookingRefund,
 * right too when a refund made in Stripe is not recorded yet); any other gives back the refund's amount,
 * nothing when it is 0. A booking is cancelled once, and its seatsCancelled only grows (under its lock),
 * so each cancellation's refund has a key of its own.
 */
export async function planCancellationRefund(
  trx: Knex,
  booking: Booking,
  refund: CancellationRefund,
  refunds: PlannedRefunds,
): Promise<void> {
  if (refund.refundPercent === 100 && booking.status === 'CANCELLED') {
    await planBookingRefund(trx, booking, refunds);
    return;
  }
  if (refund.refundMinor <= 0 || !booking.paymentIntentId) return;
  await planRefund(trx, refunds, {
    paymentIntentId: booking.paymentIntentId,
    key:
      booking.status === 'CANCELLED'
        ? `refund:${booking.id}:cancelled`
        : `refund:${booking.id}:seats-cancelled:${booking.seatsCancelled}`,
    bookingId: booking.id,
    amountMinor: refund.refundMinor,
  });
}

/**
 * Plans giving back what a booking paid and has not been refunded yet (a cancellation): all that its
 * charge has left, which is also right when a refund made in Stripe meanwhile is not recorded yet. The
 * key holds the refunded amount so far: a retried refund is made once; a later refund is a new one.
 */
export async function planBookingRefund(trx: Knex, booking: Booking, refunds: PlannedRefunds): Promise<void> {
  const remaining = booking.amountPaidMinor - booking.amountRefundedMinor;
  if (remaining <= 0 || !booking.paymentIntentId) return;
  await planRefund(trx, refunds, {
    paymentIntentId: booking.paymentIntentId,
    key: `refund:${booking.id}:${booking.amountRefundedMinor}`,
    bookingId: booking.id,
  });
}

/**
 * Plans giving back part of what a booking paid (an administrator's partial refund): the booking stays as
 * it is; the refund is recorded when Stripe has made it (applyRefundedCharge), and a part that completes
 * the refund cancels the booking there. Keyed by the refunded total so far and the amount: the same
 * request retried is one refund.
 */
export async function planPartialRefund(
  trx: Knex,
  booking: Booking,
  amountMinor: number,
  refunds: PlannedRefunds,
): Promise<void> {
  if (!booking.paymentIntentId) return;
  await planRefund(trx, refunds, {
    paymentIntentId: booking.paymentIntentId,
    key: `refund:${booking.id}:${booking.amountRefundedMinor}:${amountMinor}`,
    bookingId: booking.id,
    amountMinor,
  });
}
