import { PRICE_TIER_LABELS, promoCodeLabel, TAX_LABELS } from '@exceed/contract';
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
  /** The tax on the price, as the team's registration and the buyer decide it (tax-rules.ts). */
  tax?: HeldTax;
}

/**
 * A tax as a booking keeps it: its name on the breakdown, its rate, and whether the price includes it
 * (then it adds nothing to the total). A reverse charge is a 0 % line named for it: the buyer accounts
 * for the tax.
 */
export interface HeldTax {
  label: string;
  ratePercent: number;
  included: boolean;
  /**
   * When no tax is charged on a price that includes it at this rate (a reverse charge, a sale outside the
   * EU): that tax is taken off the price as a line of its own, so the buyer pays the net.
   */
  removesIncludedPercent?: number;
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
  const priced = () => subtotalMinor + adjustments.reduce((sum, line) => sum + line.amountMinor, 0);
  const included = terms.tax?.removesIncludedPercent;
  if (included)
    adjustments.push({
      label: TAX_LABELS.notCharged,
      amountMinor: -Math.round((priced() * included) / (100 + included)),
    });
  const netMinor = priced();
  const taxes = terms.tax ? [taxLine(terms.tax, netMinor)] : [];
  return {
    currency: terms.currency,
    unitMinor: terms.unitMinor,
    seats,
    subtotalMinor,
    adjustments,
    taxes,
    totalMinor: netMinor + taxes.reduce((sum, tax) => sum + (tax.included ? 0 : tax.amountMinor), 0),
  };
}

/** The tax on a price of `priceMinor` (which includes it, or to which it is added), to the minor unit. */
function taxLine({ label, ratePercent, included }: HeldTax, priceMinor: number): TaxLine {
  const base = included ? 100 + ratePercent : 100;
  return { label, ratePercent, included, amountMinor: Math.round((priceMinor * ratePercent) / base) };
}

/** An amount paid (tax included) split three ways: its tax, the platform's fee (on the rest) and the payout. */
export interface PaymentSplit {
  taxMinor: number;
  feeMinor: number;
  payoutMinor: number;
}

/**
 * The split of an amount paid for a price taxed at `taxRatePercent` (0: none): the tax in it, the
 * platform's share of the net (rounded to the nearest minor unit) and the coach's, the rest, which
 * carries the tax to the team that owes it.
 */
export function splitPaid(grossMinor: number, feePercent: number, taxRatePercent = 0): PaymentSplit {
  const taxMinor = Math.round((grossMinor * taxRatePercent) / (100 + taxRatePercent));
  const feeMinor = Math.round(((grossMinor - taxMinor) * feePercent) / 100);
  return { taxMinor, feeMinor, payoutMinor: grossMinor - feeMinor };
}
