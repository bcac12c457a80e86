import { PAYMENT_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type Stripe from 'stripe';
import { cancelAndRefund } from '../bookings/cancel-and-refund.ts';
import { cancelBooking } from '../bookings/cancel-booking.ts';
import { holdInviteeSeats } from '../bookings/invitee-seats.ts';
import { type PlannedRefunds, planRefund } from '../bookings/refund-plans.ts';
import { takeSeats } from '../bookings/seat-counter.ts';
import { claimPaidOffer } from '../bookings/waitlist-bookings.ts';
import { HttpError } from '../errors.ts';
import {
  bookingsConfirmed,
  countWhenCommitted,
  paymentsApplied,
  paymentsAppliedMinor,
  refundsRecorded,
  refundsRecordedMinor,
} from '../metrics/business-metrics.ts';
import type { Booking } from '../models/booking.ts';
import { notifyBookingConfirmed, notifyRefund } from '../notifications/notify.ts';
import { bookerPrice } from '../pricing/booking-price.ts';
import { bookingData } from '../webhooks/event-data.ts';
import { publishWebhookEvent } from '../webhooks/publish.ts';
import { chargeOf, recordCharge, recordRefund } from './ledger.ts';
import { lockPaidBooking, paysExactly } from './paid-booking.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { applySeatPayment } from './seat-payments.ts';

/** What the payment code needs: Stripe (the fee is each booking's own: pricing/booking-price.ts). */
export interface PaymentContext {
  payments: PaymentGateway;
}

/** Stripe of the request's app. */
export const paymentContextOf = (ctx: Context): PaymentContext => ({
  payments: ctx.payments,
});

/** The metadata every intent of a booking carries (and its charge copies), so a webhook finds the booking it pays. */
export const bookingMetadata = (booking: Booking) => ({
  bookingId: booking.id,
  tenantId: booking.tenantId,
  userId: booking.userId,
});

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
  if (!paysExactly(intent, booking, bookerPrice(booking).totalMinor)) return false;
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
  { intent, charge }: SucceededPayment,
  refunds: PlannedRefunds,
): Promise<Booking | undefined> {
  if (intent.metadata.bookingSeatId) {
    // An invitee's payment for their seat; a refund reported before it is recorded after it.
    const applied = await applySeatPayment(trx, intent, refunds);
    if (applied && charge) await applyRefundedCharge(trx, charge);
    return undefined;
  }
  const booking = await lockPaidBooking(trx, intent.metadata);
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
  if (booking.inviteesPay) await holdInviteeSeats(trx, booking);
  await recordCharge(trx, booking, intent.id, intent.amount_received);
  countWhenCommitted(trx, () => {
    bookingsConfirmed.inc();
    paymentsApplied.labels(booking.currency).inc();
    paymentsAppliedMinor.labels(booking.currency).inc(intent.amount_received);
  });
  await claimPaidOffer(trx, booking);
  if (booking.workshopSchedule) await notifyBookingConfirmed(trx, booking, booking.workshopSchedule);
  await publishWebhookEvent(trx, {
    tenantId: booking.tenantId,
    type: 'booking.confirmed',
    data: bookingData(booking),
  });
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
  const booking = intentId ? await lockPaidBooking(trx, charge.metadata) : undefined;
  const recorded = booking && intentId && (await chargeOf(trx, booking, intentId));
  if (!booking || !recorded) return;
  const refunded = await recordRefund(trx, booking, recorded, charge.id, charge.amount_refunded);
  if (refunded > 0) {
    await notifyRefund(trx, booking, {
      amountMinor: refunded,
      payerId: recorded.payerId ?? booking.userId,
      card: cardWords(charge),
    });
    countWhenCommitted(trx, () => {
      refundsRecorded.labels(booking.currency).inc();
      refundsRecordedMinor.labels(booking.currency).inc(refunded);
    });
  }
  // An invitee's own charge refunded leaves the booking as it is; the booker's cancels it.
  const bookers = !booking.inviteesPay || booking.paymentIntentId === intentId;
  if (charge.refunded && bookers && (booking.status === 'PENDING' || booking.status === 'CONFIRMED')) {
    await cancelAndRefund(trx, booking, {
      reason: PAYMENT_MESSAGES.refundedInFull,
      refund: 'made',
      by: 'refund',
    });
  }
}

/** The card a charge was paid with, as a mail names it ("Visa ending 4242"); null when Stripe says none. */
function cardWords(charge: Stripe.Charge): string | null {
  const card = charge.payment_method_details?.card;
  if (!card?.last4) return null;
  const brand = card.brand ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)}` : 'Card';
  return `${brand} ending ${card.last4}`;
}
