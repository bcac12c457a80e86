import type { Booking } from '../models/booking.ts';
import type { Workshop } from '../models/workshop.ts';
import { type PriceBreakdown, type PriceTerms, priceSeats, splitFee } from './price-breakdown.ts';

/** The terms seats of `workshop` are sold at now: what a new booking is held at. */
export const workshopTerms = (workshop: Pick<Workshop, 'priceMinor' | 'currency'>): PriceTerms => ({
  currency: workshop.currency,
  unitMinor: workshop.priceMinor,
});

/**
 * The price columns of a new booking of `workshop`, the snapshot it keeps: its price and currency now
 * and the platform's fee now.
 */
export const heldPrice = (workshop: Pick<Workshop, 'priceMinor' | 'currency'>, feePercent: number) => ({
  priceMinor: workshop.priceMinor,
  currency: workshop.currency,
  priceTerms: { feePercent },
});

/** The terms a booking was held at (its snapshot). */
export const bookingTerms = (booking: Booking): PriceTerms => ({
  currency: booking.currency,
  unitMinor: booking.priceMinor,
});

/** What the booking's seats cost now (fewer after a partial cancellation), on the terms it was held at. */
export const bookingPrice = (booking: Booking): PriceBreakdown =>
  priceSeats(bookingTerms(booking), booking.seats);

/** One seat of the booking: what an invitee who pays for theirs pays, what a cancelled seat was bought for. */
export const seatPrice = (booking: Booking): PriceBreakdown => priceSeats(bookingTerms(booking), 1);

/** What the booker pays: every seat, or their own only when each invitee pays for theirs. */
export const bookerPrice = (booking: Booking): PriceBreakdown =>
  booking.inviteesPay ? seatPrice(booking) : bookingPrice(booking);

/** What the booker still has to pay to confirm a held booking; nothing once it is no longer pending. */
export const balanceDueMinor = (booking: Booking): number =>
  booking.status === 'PENDING' ? Math.max(0, bookerPrice(booking).totalMinor - booking.amountPaidMinor) : 0;

/** The platform's share of an amount paid for the booking and the coach's, at the fee it was held at. */
export const splitPayment = (booking: Booking, grossMinor: number) =>
  splitFee(grossMinor, booking.priceTerms.feePercent);
