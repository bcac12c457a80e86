import {
  BOOKING_TRANSITIONS,
  type BookingStatus,
  CANCELLATION_REASON_REQUIRED,
  illegalTransitionMessage,
  NOT_STARTED_MESSAGE,
  OFFLINE_PAYMENT_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_REQUIRED_MESSAGE,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import type { CancelledBy } from '../mail/booking-change-messages.ts';
import { bookingsConfirmed, countWhenCommitted } from '../metrics/business-metrics.ts';
import type { Booking } from '../models/booking.ts';
import { notifyBookingConfirmed } from '../notifications/notify.ts';
import { authorize } from '../policies/authorize.ts';
import { type BookingParties, bookingPolicy } from '../policies/booking-policy.ts';
import { bookerPrice } from '../pricing/booking-price.ts';
import { bookingData } from '../webhooks/event-data.ts';
import { publishWebhookEvent } from '../webhooks/publish.ts';
import { type AuditAs, cancelAndRefund } from './cancel-and-refund.ts';
import type { RefundRule } from './cancellation-refund.ts';
import { assertOfflinePaymentFits, type OfflinePayment, recordOfflinePayment } from './offline-payment.ts';
import type { PlannedRefunds } from './refund-plans.ts';
import { takeSeats } from './seat-counter.ts';

/**
 * A booking's status machine. Which changes exist is BOOKING_TRANSITIONS (the contract: PENDING →
 * CONFIRMED or CANCELLED; CONFIRMED → COMPLETED, NO_SHOW or CANCELLED), who may make each is
 * bookingPolicy.moveTo, and what each does is here: a cancellation goes through cancelAndRefund, the one
 * cancel-and-refund; a confirmation sells the held seats (taken again, if there is room, when the hold
 * was released) and tells the booker, and one with a balance due records how it was paid outside Exceed
 * (offline-payment.ts); attendance is recorded once the session has started.
 */

/** What cancelled seats give back by who cancels: the booker by the policy, the coach and the platform in full. */
export const refundRuleOf = (parties: BookingParties): RefundRule =>
  bookingPolicy.refundsInFull(parties) ? 'in-full' : 'policy';

/** Who a person's cancellation is by, as its mails say: the booker, else the coach, else the platform. */
export const cancelledBy = (parties: BookingParties): CancelledBy =>
  parties.booker ? 'booker' : parties.coach ? 'coach' : 'platform';

/**
 * What stops a change BOOKING_TRANSITIONS allows and the caller may make (its own rule), as the 422's
 * message: a booking with an amount due is confirmed by its payment (its coach and the platform confirm
 * one paid elsewhere); attendance (COMPLETED, NO_SHOW) is known once the session has started.
 */
export function statusRuleProblem(
  booking: Booking,
  parties: BookingParties,
  to: BookingStatus,
): string | undefined {
  if (to === 'CONFIRMED') {
    const paid = booking.amountPaidMinor >= bookerPrice(booking).totalMinor;
    return paid || bookingPolicy.editAsCoach(parties) ? undefined : PAYMENT_REQUIRED_MESSAGE;
  }
  if (to === 'COMPLETED' || to === 'NO_SHOW') {
    const schedule = booking.workshopSchedule;
    return schedule && schedule.startDate > new Date() ? NOT_STARTED_MESSAGE : undefined;
  }
  return undefined;
}

/** Whether the caller may move the booking to `to` now: as changeStatus decides, without making it. */
export const mayMoveTo = (booking: Booking, parties: BookingParties, to: BookingStatus): boolean =>
  BOOKING_TRANSITIONS[booking.status].includes(to) &&
  bookingPolicy.moveTo(parties, to) &&
  statusRuleProblem(booking, parties, to) === undefined;

/** A booking that holds paid seats (CONFIRMED) is cancelled (and refunded) before it can be deleted. */
export const isDeletable = (booking: Pick<Booking, 'status'>): boolean => booking.status !== 'CONFIRMED';

/**
 * What stops the booker paying a booking now, as the 422's message: only a hold (PENDING) is paid, and
 * only when something is due.
 */
export function paymentProblem(booking: Booking): string | undefined {
  if (booking.status !== 'PENDING') return PAYMENT_MESSAGES.notPending;
  if (bookerPrice(booking).totalMinor === 0) return PAYMENT_MESSAGES.nothingDue;
  return undefined;
}

/**
 * What a status change needs beside the booking: why (to cancel), how it was paid outside Exceed (to
 * confirm one with a balance due), where refunds are planned, the request.
 */
export interface StatusChange {
  to: BookingStatus;
  cancellationReason?: string | null | undefined;
  offlinePayment?: OfflinePayment | undefined;
  planned: PlannedRefunds;
  audit: AuditAs['ctx'];
}

/**
 * Moves a locked booking (lockBooking, fetched with its graph) to `change.to`: 422 naming the transition
 * when BOOKING_TRANSITIONS has none, 403 when the caller may not make it, then its own rule, written.
 */
export async function changeStatus(
  trx: Knex.Transaction,
  booking: Booking,
  parties: BookingParties,
  change: StatusChange,
): Promise<void> {
  const { to } = change;
  if (!BOOKING_TRANSITIONS[booking.status].includes(to)) {
    throw validationFailed({ status: [illegalTransitionMessage(booking.status, to)] });
  }
  authorize(bookingPolicy.moveTo(parties, to));
  const problem = statusRuleProblem(booking, parties, to);
  if (problem) throw validationFailed({ status: [problem] });
  if (change.offlinePayment && to !== 'CONFIRMED') {
    throw validationFailed({ offlinePayment: [OFFLINE_PAYMENT_MESSAGES.onlyConfirming] });
  }
  switch (to) {
    case 'CANCELLED': {
      const reason = change.cancellationReason ?? booking.cancellationReason;
      if (!reason) throw validationFailed({ cancellationReason: [CANCELLATION_REASON_REQUIRED] });
      await cancelAndRefund(trx, booking, {
        reason,
        refund: { rule: refundRuleOf(parties), planned: change.planned },
        by: cancelledBy(parties),
        audit: { ctx: change.audit, action: 'booking.cancel' },
      });
      return;
    }
    case 'CONFIRMED': {
      const { offlinePayment } = change;
      assertOfflinePaymentFits(booking, offlinePayment);
      // A released hold takes its seats again only if they are still free (409 otherwise, nothing written).
      await takeSeats(trx, booking, to, booking.seats);
      if (offlinePayment) await recordOfflinePayment(trx, change.audit, booking, offlinePayment);
      await booking.write(trx, { status: to, confirmedAt: new Date(), holdExpiresAt: null });
      countWhenCommitted(trx, () => bookingsConfirmed.inc());
      if (booking.workshopSchedule) {
        await notifyBookingConfirmed(trx, booking, booking.workshopSchedule, offlinePayment);
      }
      await publishWebhookEvent(trx, {
        tenantId: booking.tenantId,
        type: 'booking.confirmed',
        data: bookingData(booking),
      });
      return;
    }
    default: {
      await booking.write(trx, { status: to });
      return;
    }
  }
}
