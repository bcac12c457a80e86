import { PRICE_TIER_LABELS, promoCodeLabel } from '@exceed/contract';
import type { HeldTier } from './price-tiers.ts';
import { discountPerSeat, type HeldDiscount } from './promo-discount.ts';

/**
 * What seats are priced at: a seat's price in its currency. A booking keeps the terms it was held at
 * (bookings.price_minor and currency), a snapshot that later edits of the workshop's price do not
 * change. Tiers, codes and taxes add their terms here, and their lines to the breakdown.
 */
export interface PriceTerms {
  currency: string;
  /** One seat at the standard price, in minor units of `currency`. */
  unitMinor: number;
  /** The tier the seats sell at instead (price-tiers.ts tierFor). */
  tier?: HeldTier;
  /** A promo code's discount, off each seat at its tier's price. */
  discount?: HeldDiscount;
}

/** A line that changes the subtotal (a tier, a code): negative when it takes off. */
export interface PriceLine {
  label: string;
  amountMinor: number;
}

/** A tax on the price: added to it, or included in it (then it adds nothing to the total). */
export interface TaxLine extends PriceLine {
  ratePercent: number;
  included: boolean;
}

/** What seats cost, line by line, in minor units of `currency`: what every page, mail and charge shows. */
export interface PriceBreakdown {
  currency: string;
  unitMinor: number;
  seats: number;
  subtotalMinor: number;
  adjustments: PriceLine[];
  taxes: TaxLine[];
  totalMinor: number;
}

/** The price of `seats` seats on `terms`: the one place a price is computed. */
export function priceSeats(terms: PriceTerms, seats: number): PriceBreakdown {
  const subtotalMinor = terms.unitMinor * seats;
  const adjustments: PriceLine[] = [];
  // A tier is a line of its own, so the buyer sees the standard price and what the tier takes off.
  if (terms.tier)
    adjustments.push({
      label: PRICE_TIER_LABELS[terms.tier.kind],
      amountMinor: (terms.tier.unitMinor - terms.unitMinor) * seats,
    });
  // Off each seat, so a refund of some seats gives back their share of it.
  if (terms.discount)
    adjustments.push({
      label: promoCodeLabel(terms.discount.code),
      amountMinor: -discountPerSeat(terms.discount, terms.tier?.unitMinor ?? terms.unitMinor) * seats,
    });
  return {
    currency: terms.currency,
    unitMinor: terms.unitMinor,
    seats,
    subtotalMinor,
    adjustments,
    taxes: [],
    totalMinor: subtotalMinor + adjustments.reduce((sum, line) => sum + line.amountMinor, 0),
  };
}

/** The platform's share of an amount paid (rounded to the nearest minor unit) and the coach's, the rest. */
export function splitFee(grossMinor: number, feePercent: number): { feeMinor: number; payoutMinor: number } {
  const feeMinor = Math.round((grossMinor * feePercent) / 100);
  return { feeMinor, payoutMinor: grossMinor - feeMinor };
}
