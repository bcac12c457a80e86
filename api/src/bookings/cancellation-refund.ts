import { type CancellationTier, tierAt } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Booking } from '../models/booking.ts';
import { Dispute } from '../models/dispute.ts';
import { bookingTerms, seatPrice } from '../pricing/booking-price.ts';
import { priceSeats } from '../pricing/price-breakdown.ts';

/**
 * What cancelled seats give back: what their workshop's cancellation policy says now (the booker
 * cancels), or all that was paid for them (the coach, the platform, a cancelled session).
 */
export type RefundRule = 'policy' | 'in-full';

/** What cancelling some seats of a booking gives back, and why. */
export interface CancellationRefund {
  seats: number;
  /** In minor units of the booking's currency. */
  refundMinor: number;
  refundPercent: number;
  /** The policy's tier that applied; null when none did, or when the refund is in full by who cancels. */
  tier: CancellationTier | null;
}

/**
 * The refund of cancelling `seats` of a booking now (issue 23): by `rule`, the tier of its workshop's
 * policy that holds (tierAt) or all, applied to what was paid for those seats (their price as booked,
 * never more than is left unrefunded), rounded down to the minor unit. By the policy, the booking is
 * fetched with its schedule and workshop (BOOKING_GRAPH).
 */
export function cancellationRefund(booking: Booking, seats: number, rule: RefundRule): CancellationRefund {
  const tier = rule === 'policy' ? policyTierOf(booking) : undefined;
  const refundPercent = rule === 'in-full' ? 100 : (tier?.refundPercent ?? 0);
  const left = refundableMinor(booking);
  // Invitees who pay are refunded seat by seat, each on their own charge (bookings/refund-plans.ts); the
  // unpaid seats go first and give nothing back.
  const refundMinor = booking.inviteesPay
    ? Math.min(
        left,
        Math.max(0, seats - booking.unpaidInviteeSeats()) * seatRefundMinor(booking, refundPercent),
      )
    : Math.floor((Math.min(priceSeats(bookingTerms(booking), seats).totalMinor, left) * refundPercent) / 100);
  return { seats, refundMinor, refundPercent, tier: tier ?? null };
}

/**
 * cancellationRefund as it can be made now: nothing while a dispute of the booking's charge is open (the
 * cardholder's bank holds the money, and Stripe refuses a refund of a disputed charge). Invitees who pay
 * are refunded on their own charges, which the dispute is not about.
 */
export async function refundNow(
  knex: Knex,
  booking: Booking,
  seats: number,
  rule: RefundRule,
): Promise<CancellationRefund> {
  const refund = cancellationRefund(booking, seats, rule);
  if (booking.inviteesPay || refund.refundMinor === 0) return refund;
  const open = await Dispute.forTenant(booking.tenantId, knex).findOne({
    bookingId: booking.id,
    closedAt: null,
  });
  return open ? { ...refund, refundMinor: 0, refundPercent: 0 } : refund;
}

/**
 * What of a booking's payments Exceed can still give back: what was paid through it and not refunded yet.
 * Money paid outside Exceed (an offline confirmation) is settled by the coach as it was paid.
 */
export const refundableMinor = (booking: Booking): number =>
  Math.max(0, booking.amountPaidMinor - (booking.amountPaidOfflineMinor ?? 0) - booking.amountRefundedMinor);

/** What one seat of the booking gives back at `percent`, rounded down to the minor unit. */
export const seatRefundMinor = (booking: Booking, percent: number): number =>
  Math.floor((seatPrice(booking).totalMinor * percent) / 100);

/** The tier of the booking's workshop's policy that holds now, if any. */
function policyTierOf(booking: Booking): CancellationTier | undefined {
  const schedule = booking.workshopSchedule;
  const workshop = schedule?.workshop;
  if (!schedule || !workshop) throw new Error('cancellationRefund: fetch the booking with its workshop');
  return tierAt(workshop.cancellationPolicy, (schedule.startDate.getTime() - Date.now()) / 1000);
}
