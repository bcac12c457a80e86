import { fromMinorUnits, type PriceBreakdownResource } from '@exceed/contract';
import type { PriceBreakdown } from '../pricing/price-breakdown.ts';

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
