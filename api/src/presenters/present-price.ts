import { fromMinorUnits, type PriceBreakdownResource, type PriceNowResource } from '@exceed/contract';
import { workshopTerms } from '../pricing/booking-price.ts';
import type { PriceBreakdown } from '../pricing/price-breakdown.ts';
import { earlyBirdLeft, type PriceTiers } from '../pricing/price-tiers.ts';

/** A price breakdown as the contract shows it: every amount a decimal of its currency. */
export function presentPrice(price: PriceBreakdown): PriceBreakdownResource {
  const amount = (minor: number) => fromMinorUnits(minor, price.currency);
  return {
    currency: price.currency,
    unitPrice: amount(price.unitMinor),
    seats: price.seats,
    subtotal: amount(price.subtotalMinor),
    adjustments: price.adjustments.map((line) => ({ label: line.label, amount: amount(line.amountMinor) })),
    taxes: price.taxes.map((tax) => ({
      label: tax.label,
      amount: amount(tax.amountMinor),
      ratePercent: tax.ratePercent,
      included: tax.included,
    })),
    total: amount(price.totalMinor),
  };
}

/**
 * What one seat sells at now (priceNowSchema), as the pricing service prices it: of a session, by its
 * early-bird seats taken and its seats left; of the workshop when no session is named (early-bird seats
 * are counted per session, so then only its date decides, and no seats left are named).
 */
export function presentPriceNow(
  workshop: { priceMinor: number; currency: string; priceTiers: PriceTiers },
  session?: { earlyBirdTaken: number; seatsLeft: number },
): PriceNowResource {
  // A session sells no more early-bird seats than it has seats left.
  const left = session
    ? Math.min(earlyBirdLeft(workshop.priceTiers, session.earlyBirdTaken), session.seatsLeft)
    : Number.POSITIVE_INFINITY;
  const { tier } = workshopTerms(workshop, 1, { now: new Date(), earlyBirdLeft: left });
  const earlyBird = tier?.kind === 'EARLY_BIRD' ? workshop.priceTiers.earlyBird : undefined;
  return {
    price: fromMinorUnits(tier?.unitMinor ?? workshop.priceMinor, workshop.currency),
    currency: workshop.currency,
    tier: tier?.kind ?? null,
    until: earlyBird?.until ?? null,
    seatsLeft: earlyBird?.seats != null && Number.isFinite(left) ? left : null,
  };
}
