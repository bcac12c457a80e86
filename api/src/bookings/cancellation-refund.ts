import { type CancellationTier, tierAt } from '@exceed/contract';
import type { Booking } from '../models/booking.ts';
import { type BookingParties, bookingPolicy } from '../policies/booking-policy.ts';

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
 * The refund of cancelling `seats` of a booking now (issue 23): the tier of its workshop's policy that
 * holds (tierAt), applied to what was paid for those seats (their price as booked, never more than
 * is left unrefunded), rounded down to the minor unit. A cancellation by the booking's coach or by the
 * platform refunds in full. The booking is fetched with its schedule and workshop (BOOKING_GRAPH).
 */
export function cancellationRefund(
  booking: Booking,
  parties: BookingParties,
  seats: number,
): CancellationRefund {
  const schedule = booking.workshopSchedule;
  const workshop = schedule?.workshop;
  if (!schedule || !workshop) throw new Error('cancellationRefund: fetch the booking with its workshop');
  const inFull = bookingPolicy.refundsInFull(parties);
  const tier = inFull
    ? undefined
    : tierAt(workshop.cancellationPolicy, (schedule.startDate.getTime() - Date.now()) / 1000);
  const refundPercent = inFull ? 100 : (tier?.refundPercent ?? 0);
  const left = Math.max(0, booking.amountPaidMinor - booking.amountRefundedMinor);
  // Invitees who pay are refunded seat by seat, each on their own charge (payments/refund-plans.ts); the
  // unpaid seats go first and give nothing back.
  const refundMinor = booking.inviteesPay
    ? Math.min(
        left,
        Math.max(0, seats - booking.unpaidInviteeSeats()) *
          Math.floor((booking.priceMinor * refundPercent) / 100),
      )
    : Math.floor((Math.min(booking.priceMinor * seats, left) * refundPercent) / 100);
  return {
    seats,
    refundMinor,
    refundPercent,
    tier: tier ?? null,
  };
}
