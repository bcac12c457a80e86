/**
 * What seats are priced at: a seat's price in its currency. A booking keeps the terms it was held at
 * (bookings.price_minor and currency), a snapshot that later edits of the workshop's price do not
 * change. Tiers, codes and taxes add their terms here, and their lines to the breakdown.
 */
export interface PriceTerms {
  currency: string;
  /** One seat, in minor units of `currency`. */
  unitMinor: number;
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
  return {
    currency: terms.currency,
    unitMinor: terms.unitMinor,
    seats,
    subtotalMinor,
    adjustments: [],
    taxes: [],
    totalMinor: subtotalMinor,
  };
}

/** The platform's share of an amount paid (rounded to the nearest minor unit) and the coach's, the rest. */
export function splitFee(grossMinor: number, feePercent: number): { feeMinor: number; payoutMinor: number } {
  const feeMinor = Math.round((grossMinor * feePercent) / 100);
  return { feeMinor, payoutMinor: grossMinor - feeMinor };
}
