import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';
import type { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { type CancellationRefund, refundableMinor, seatRefundMinor } from './cancellation-refund.ts';

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
export async function planRefund(trx: Knex, refunds: PlannedRefunds, refund: PlannedRefund): Promise<void> {
  await enqueue(trx, { name: REFUND_JOB, payload: { ...refund }, uniqueKey: refund.key });
  refunds.push(refund);
}

/**
 * Plans the refund of a cancellation (bookings/cancellation-refund.ts, quoted before its seats went):
 * the whole booking cancelled with a full refund gives back all its charge has left (planBookingRefund,
 * right too when a refund made in Stripe is not recorded yet); any other gives back the refund's amount,
 * nothing when it is 0. A booking is cancelled once, and its seatsCancelled only grows (under its lock),
 * so each cancellation's refund has a key of its own. A booking whose invitees pay has a charge per
 * payer: see planInviteeRefunds.
 */
export async function planCancellationRefund(
  trx: Knex,
  booking: Booking,
  refund: CancellationRefund,
  refunds: PlannedRefunds,
  paidSeats: BookingSeat[] = [],
): Promise<void> {
  if (booking.inviteesPay) {
    await planInviteeRefunds(trx, booking, refund.refundPercent, paidSeats, refunds);
    return;
  }
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
 * The refunds of a cancellation of a booking whose invitees pay for their own seats: each paid seat
 * cancelled gives its payer back `percent` of the seat's price on their own charge, once (a seat is
 * cancelled once: its charge's key says so); the whole booking cancelled does so for every payer, the
 * booker included. In full (100 %), all that each charge has left.
 */
async function planInviteeRefunds(
  trx: Knex,
  booking: Booking,
  percent: number,
  paidSeats: BookingSeat[],
  refunds: PlannedRefunds,
): Promise<void> {
  const cancelled = booking.status === 'CANCELLED';
  // Seats cancelled before are refunded already and no longer live; those of this cancellation are.
  const live = cancelled
    ? await BookingSeat.forTenant(booking.tenantId, trx)
        .where('bookingId', booking.id)
        .whereNotNull('paymentIntentId')
    : [];
  const seats = [...live, ...paidSeats];
  const intents = seats.flatMap((seat) => (seat.paymentIntentId ? [seat.paymentIntentId] : []));
  if (cancelled && booking.paymentIntentId && booking.amountPaidMinor > 0)
    intents.push(booking.paymentIntentId);
  const amountMinor = seatRefundMinor(booking, percent);
  if (amountMinor <= 0) return;
  for (const paymentIntentId of intents) {
    await planRefund(trx, refunds, {
      paymentIntentId,
      key: `refund:${paymentIntentId}:cancelled`,
      bookingId: booking.id,
      ...(percent === 100 ? {} : { amountMinor }),
    });
  }
}

/**
 * Plans giving back what a booking paid and has not been refunded yet (a cancellation): all that its
 * charge has left, which is also right when a refund made in Stripe meanwhile is not recorded yet. The
 * key holds the refunded amount so far: a retried refund is made once; a later refund is a new one. A
 * booking whose invitees pay gives every payer back all they paid.
 */
export async function planBookingRefund(trx: Knex, booking: Booking, refunds: PlannedRefunds): Promise<void> {
  if (booking.inviteesPay) {
    await planInviteeRefunds(trx, booking, 100, [], refunds);
    return;
  }
  if (refundableMinor(booking) <= 0 || !booking.paymentIntentId) return;
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
