import { codeNeedsSeatsMessage, PROMO_CODE_REFUSALS } from '@exceed/contract';
import type { PromoCode } from '../models/promo-code.ts';

/**
 * A promo code as a booking keeps it (price_terms.discount): what it takes off each seat, whatever later
 * becomes of the code. Taken off the seat's price after its tier (docs/decisions/0102-promo-codes.md).
 */
export interface HeldDiscount {
  codeId: string;
  code: string;
  percentOff: number | null;
  amountOffMinor: number | null;
}

/** What the code takes off one seat of `unitMinor`: never more than the seat costs. */
export const discountPerSeat = (discount: HeldDiscount, unitMinor: number): number =>
  discount.percentOff !== null
    ? Math.round((unitMinor * discount.percentOff) / 100)
    : Math.min(discount.amountOffMinor ?? 0, unitMinor);

/** The part of a code a booking keeps. */
export const heldDiscount = (code: PromoCode): HeldDiscount => ({
  codeId: code.id,
  code: code.code,
  percentOff: code.percentOff,
  amountOffMinor: code.amountOffMinor,
});

/** What a booking is, for whether a code applies to it. */
export interface CodeUse {
  workshop: { id: string; currency: string };
  seats: number;
  now: Date;
  /** Bookings of the buyer holding seats with the code (unknown for a quote to nobody in particular). */
  usesByBuyer?: number;
}

/**
 * Why `code` does not apply to `use`, in the words the buyer reads (422 on code), or undefined when it
 * does. The code's last redemption is taken under its lock (bookings/code-redemptions.ts): this is what
 * the buyer is told first, and the answer a race may still change to "used up".
 */
export function codeRefusal(code: PromoCode | undefined, use: CodeUse): string | undefined {
  if (!code) return PROMO_CODE_REFUSALS.unknown;
  const { workshop } = use;
  if (
    code.workshopId !== null
      ? code.workshopId !== workshop.id
      : code.currency !== null && code.currency !== workshop.currency
  )
    return PROMO_CODE_REFUSALS.notForWorkshop;
  if (code.validFrom && use.now < code.validFrom) return PROMO_CODE_REFUSALS.notYetValid;
  if (code.validUntil && use.now > code.validUntil) return PROMO_CODE_REFUSALS.expired;
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions)
    return PROMO_CODE_REFUSALS.usedUp;
  if (code.maxPerPerson !== null && (use.usesByBuyer ?? 0) >= code.maxPerPerson)
    return PROMO_CODE_REFUSALS.perPerson;
  if (use.seats < code.minSeats) return codeNeedsSeatsMessage(code.minSeats);
  return undefined;
}
