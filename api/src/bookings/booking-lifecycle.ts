import {
  BOOKING_TRANSITIONS,
  type BookingStatus,
  CANCELLATION_REASON_REQUIRED,
  illegalTransitionMessage,
  NOT_STARTED_MESSAGE,
  PAYMENT_REQUIRED_MESSAGE,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import { bookingsConfirmed, countWhenCommitted } from '../metrics/business-metrics.ts';
import type { Booking } from '../models/booking.ts';
import { notifyBookingConfirmed } from '../notifications/notify.ts';
import { authorize } from '../policies/authorize.ts';
import { type BookingParties, bookingPolicy } from '../policies/booking-policy.ts';
import { bookerPrice } from '../pricing/booking-price.ts';
import { type AuditAs, cancelAndRefund } from './cancel-and-refund.ts';
import type { RefundRule } from './cancellation-refund.ts';
import type { PlannedRefunds } from './refund-plans.ts';
import { takeSeats } from './seat-counter.ts';

/**
 * A booking's status machine. Which changes exist is BOOKING_TRANSITIONS (the contract: PENDING →
 * CONFIRMED or CANCELLED; CONFIRMED → COMPLETED, NO_SHOW or CANCELLED), who may make each is
 * bookingPolicy.moveTo, and what each does is here: a cancellation goes through cancelAndRefund, the one
 * cancel-and-refund; a confirmation sells the held seats (taken again, if there is room, when the hold
 * was released) and tells the booker; attendance is recorded once the session has started.
 */

/** What cancelled seats give back by who cancels: the booker by the policy, the coach and the platform in full. */
export const refundRuleOf = (parties: BookingParties): RefundRule =>
  bookingPolicy.refundsInFull(parties) ? 'in-full' : 'policy';

/** What a status change needs beside the booking: why (to cancel), where refunds are planned, the request. */
export interface StatusChange {
  to: BookingStatus;
  cancellationReason?: string | null | undefined;
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
  switch (to) {
    case 'CANCELLED': {
      const reason = change.cancellationReason ?? booking.cancellationReason;
      if (!reason) throw validationFailed({ cancellationReason: [CANCELLATION_REASON_REQUIRED] });
      await cancelAndRefund(trx, booking, {
        reason,
        refund: { rule: refundRuleOf(parties), planned: change.planned },
        audit: { ctx: change.audit, action: 'booking.cancel' },
      });
      return;
    }
    case 'CONFIRMED': {
      const paid = booking.amountPaidMinor >= bookerPrice(booking).totalMinor;
      if (!paid && !bookingPolicy.editAsCoach(parties)) {
        throw validationFailed({ status: [PAYMENT_REQUIRED_MESSAGE] });
      }
      await takeSeats(trx, booking, to, booking.seats);
      await booking.write(trx, { status: to, confirmedAt: new Date(), holdExpiresAt: null });
      countWhenCommitted(trx, () => bookingsConfirmed.inc());
      if (booking.workshopSchedule) await notifyBookingConfirmed(trx, booking, booking.workshopSchedule);
      return;
    }
    default: {
      const schedule = booking.workshopSchedule;
      if (schedule && schedule.startDate > new Date()) {
        throw validationFailed({ status: [NOT_STARTED_MESSAGE] });
      }
      await booking.write(trx, { status: to });
      return;
    }
  }
}
