import type { Booking } from '../models/booking.ts';
import type { Workshop } from '../models/workshop.ts';
import {
  type HeldTax,
  type PriceBreakdown,
  type PriceTerms,
  priceSeats,
  splitPaid,
} from './price-breakdown.ts';
import { type BookingPriceTerms, earlyBirdLeft, type TierContext, tierFor } from './price-tiers.ts';
import type { HeldDiscount } from './promo-discount.ts';

type PricedWorkshop = Pick<Workshop, 'priceMinor' | 'currency' | 'priceTiers'>;

/** Where seat-counted early-bird seats are unknown, they count as gone: the standard price is never undersold. */
const TIERS_BY_DATE: Omit<TierContext, 'now'> = { earlyBirdLeft: 0 };

/**
 * What a booking is priced with beside its workshop: the promo code it was given (checked by the caller:
 * promo-discount.ts codeRefusal) and the tax its buyer pays (tax-treatment.ts).
 */
export interface PriceChoices {
  discount?: HeldDiscount | undefined;
  tax?: HeldTax | undefined;
}

/**
 * The terms `seats` seats of `workshop` are sold at now: what a new booking of them is held at, its tier
 * chosen by tierFor, its code and tax (`choices`). `context`: the instant and the session's early-bird
 * seats left, when known.
 */
export const workshopTerms = (
  workshop: PricedWorkshop,
  seats: number,
  context: TierContext = { now: new Date(), ...TIERS_BY_DATE },
  { discount, tax }: PriceChoices = {},
): PriceTerms => {
  const tier = tierFor(workshop.priceTiers, workshop.priceMinor, seats, context);
  return {
    currency: workshop.currency,
    unitMinor: workshop.priceMinor,
    ...(tier && { tier }),
    ...(discount && { discount }),
    ...(tax && { tax }),
  };
};

/**
 * The price columns of a new booking of `seats` seats of `workshop`, the snapshot it keeps: its price,
 * currency, tier, code and tax now (workshopTerms) and the platform's fee now.
 */
export const heldPrice = (
  workshop: PricedWorkshop,
  feePercent: number,
  seats: number,
  context?: TierContext,
  choices?: PriceChoices,
) => {
  const { unitMinor, currency, ...terms } = workshopTerms(workshop, seats, context, choices);
  const priceTerms: BookingPriceTerms = { feePercent, ...terms };
  return { priceMinor: unitMinor, currency, priceTerms };
};

/**
 * What `seats` seats of a session of `workshop` cost now, its early-bird seats taken as its counter read
 * without a lock says: a quote (a booking is priced again when it is held: newBookingPrice).
 */
export const sessionPrice = (
  workshop: PricedWorkshop,
  earlyBirdTaken: number,
  seats: number,
  choices?: PriceChoices,
): PriceBreakdown =>
  priceSeats(
    workshopTerms(
      workshop,
      seats,
      { now: new Date(), earlyBirdLeft: earlyBirdLeft(workshop.priceTiers, earlyBirdTaken) },
      choices,
    ),
    seats,
  );

/** The price columns a booking keeps (heldPrice). */
export type HeldPrice = ReturnType<typeof heldPrice>;

/**
 * What a new booking of `seats` seats of `workshop` is held at, by the early-bird seats others have taken
 * of its session (`earlyBirdTaken`), and, when that is an early-bird price counted in seats, the cap the
 * seat counter holds it to and the price once those seats are gone (holding-booking.ts NewBooking).
 */
export function newBookingPrice(
  workshop: PricedWorkshop,
  feePercent: number,
  seats: number,
  earlyBirdTaken: number,
  options: PriceChoices & { now?: Date } = {},
): HeldPrice & { earlyBird?: { cap: number; otherwise: HeldPrice } } {
  const { now = new Date(), ...choices } = options;
  const priced = (taken: number) =>
    heldPrice(
      workshop,
      feePercent,
      seats,
      { now, earlyBirdLeft: earlyBirdLeft(workshop.priceTiers, taken) },
      choices,
    );
  const price = priced(earlyBirdTaken);
  const cap = workshop.priceTiers.earlyBird?.seats;
  if (price.priceTerms.tier?.kind !== 'EARLY_BIRD' || cap == null) return price;
  return { ...price, earlyBird: { cap, otherwise: priced(cap) } };
}

/** The terms a booking was held at (its snapshot). */
export const bookingTerms = (booking: Booking): PriceTerms => {
  const { feePercent: _paidToThePlatform, ...terms } = booking.priceTerms;
  return { currency: booking.currency, unitMinor: booking.priceMinor, ...terms };
};

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
  splitPaid(grossMinor, booking.priceTerms.feePercent, booking.priceTerms.tax?.ratePercent ?? 0);
