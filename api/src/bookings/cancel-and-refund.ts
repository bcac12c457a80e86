import { ADMIN_MESSAGES, BOOKING_TRANSITIONS, illegalTransitionMessage } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { recordAudit } from '../audit/record-audit.ts';
import { validationFailed } from '../errors.ts';
import type { CancelledBy } from '../mail/booking-change-messages.ts';
import type { Booking } from '../models/booking.ts';
import { Dispute } from '../models/dispute.ts';
import { notifyBookingCancelled } from '../notifications/notify.ts';
import { cancelSeats } from './cancel-seats.ts';
import {
  type CancellationRefund,
  type RefundRule,
  refundableMinor,
  refundNow,
} from './cancellation-refund.ts';
import {
  type PlannedRefunds,
  planBookingRefund,
  planCancellationRefund,
  planPartialRefund,
} from './refund-plans.ts';

/** The administrative change a person's request makes, for its audit row (recordAudit: a super-admin's). */
export interface AuditAs {
  ctx: Context;
  action: 'booking.cancel' | 'booking.refund';
}

/** A cancellation of some or all of a booking's seats. */
export interface Cancellation {
  reason: string;
  /** How many seats go; all of them when absent. */
  seats?: number | undefined;
  /** The attendee seats that go with them (a seat an invitee paid for must be named to go). */
  seatIds?: string[] | undefined;
  /**
   * What they give back, planned into `planned` and made at Stripe once the transaction has committed
   * (payments/refunds.ts decideThenRefund); 'made' when Stripe has refunded it already (its webhook).
   */
  refund: { rule: RefundRule; planned: PlannedRefunds } | 'made';
  /** Who cancels, as the mails that tell the booker, the coach and the seats' holders say it. */
  by: CancelledBy;
  audit?: AuditAs | undefined;
}

/**
 * The one way a booking's seats are cancelled and refunded, whoever asks: its booker or coach (all seats
 * or some), the platform, a cancelled session, a refund made in Stripe. The refund is quoted before the
 * seats go (what they were), the seats go back to the schedule (cancelSeats: counters, seat ledger, the
 * waitlist's offers), the refund is planned in the same transaction (never lost, made once), and a
 * super-admin's cancellation writes its audit row. The caller holds the booking's row (lockBooking, or
 * lockLiveBookingsOf for a whole session); the domain never calls Stripe.
 */
export async function cancelAndRefund(
  trx: Knex.Transaction,
  booking: Booking,
  cancellation: Cancellation,
): Promise<CancellationRefund | undefined> {
  assertCancellable(booking);
  const seats = Math.min(cancellation.seats ?? booking.seats, booking.seats);
  const before = auditFacts(booking);
  const { refund } = cancellation;
  const quoted = refund === 'made' ? undefined : await refundNow(trx, booking, seats, refund.rule);
  // A cancelled session's own mail tells everyone who comes (notifySessionChanged).
  if (cancellation.by !== 'session') {
    await notifyBookingCancelled(trx, booking, {
      seats,
      whole: seats === booking.seats,
      by: cancellation.by,
      reason: cancellation.reason,
      seatIds: cancellation.seatIds ?? [],
      refundMinor: quoted?.refundMinor ?? 0,
    });
  }
  const paidSeats = await cancelSeats(trx, booking, {
    seats: cancellation.seats ?? booking.seats,
    seatIds: cancellation.seatIds,
    reason: cancellation.reason,
  });
  if (quoted && refund !== 'made') {
    await planCancellationRefund(trx, booking, quoted, refund.planned, paidSeats);
  }
  if (cancellation.audit) {
    await audit(trx, booking, cancellation.audit, before, quoted?.refundMinor ?? 0);
  }
  return quoted;
}

/** Whether the booking's status may become CANCELLED (BOOKING_TRANSITIONS). */
export const isCancellable = (booking: Pick<Booking, 'status'>): boolean =>
  BOOKING_TRANSITIONS[booking.status].includes('CANCELLED');

/** 422 unless the booking's status may become CANCELLED (isCancellable). */
export function assertCancellable(booking: Booking): void {
  if (!isCancellable(booking)) {
    throw validationFailed({ status: [illegalTransitionMessage(booking.status, 'CANCELLED')] });
  }
}

/**
 * The platform gives back part or all of what a booking paid (an administrator). All of it cancels a live
 * booking (cancelAndRefund, in full); a booking no longer live (over, or cancelled with money left) is
 * refunded as it stands. Part of it leaves the booking as it is: the refund is recorded once Stripe has
 * made it, and a part that completes the refund cancels the booking then. 422 when nothing is left, the
 * amount is more than what is, or a dispute of the payment is open.
 */
export async function refundByPlatform(
  trx: Knex.Transaction,
  booking: Booking,
  request: { amountMinor?: number | undefined; reason: string; planned: PlannedRefunds; audit: AuditAs },
): Promise<void> {
  const left = refundableMinor(booking);
  if (left <= 0 || !booking.paymentIntentId)
    throw validationFailed({ amount: [ADMIN_MESSAGES.nothingToRefund] });
  // The cardholder's bank holds the money while a dispute is open, and Stripe refuses to refund it.
  if (await Dispute.forTenant(booking.tenantId, trx).findOne({ bookingId: booking.id, closedAt: null })) {
    throw validationFailed({ amount: [ADMIN_MESSAGES.paymentDisputed] });
  }
  const { amountMinor, planned } = request;
  if (amountMinor !== undefined && amountMinor > left) {
    throw validationFailed({ amount: [ADMIN_MESSAGES.refundTooLarge] });
  }
  const before = auditFacts(booking);
  if (amountMinor !== undefined) await planPartialRefund(trx, booking, amountMinor, planned);
  else if (isCancellable(booking)) {
    await cancelAndRefund(trx, booking, {
      reason: request.reason,
      refund: { rule: 'in-full', planned },
      by: 'platform',
    });
  } else await planBookingRefund(trx, booking, planned);
  await audit(trx, booking, request.audit, before, amountMinor ?? left);
}

/** What an audit row keeps of a booking before and after a cancellation or refund. */
const auditFacts = (booking: Booking) => ({
  status: booking.status,
  seats: booking.seats,
  seatsCancelled: booking.seatsCancelled,
  amountPaidMinor: booking.amountPaidMinor,
  amountRefundedMinor: booking.amountRefundedMinor,
});

async function audit(
  trx: Knex.Transaction,
  booking: Booking,
  as: AuditAs,
  before: ReturnType<typeof auditFacts>,
  refundMinor: number,
): Promise<void> {
  await recordAudit(trx, as.ctx, {
    action: as.action,
    subjectKind: 'booking',
    subjectId: booking.id,
    before,
    after: { ...auditFacts(booking), refundMinor },
  });
}
