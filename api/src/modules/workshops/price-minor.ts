import { fromMinorUnits, priceDecimalsMessage, priceFits, toMinorUnits } from '@exceed/contract';
import { validationFailed } from '../../errors.ts';

/** A price of a workshop or template in minor units of its currency; 422 on price when it does not fit it. */
export function priceMinorOf(price: number, currency: string): number {
  if (!priceFits(price, currency)) throw validationFailed({ price: [priceDecimalsMessage(currency)] });
  return toMinorUnits(price, currency);
}

/**
 * The stored price after a partial update: the new price in the (new or kept) currency, or the kept price
 * moved to a new currency (49 USD stays 49 in EUR); nothing to write when neither changes.
 */
export function repriced(
  current: { priceMinor: number; currency: string },
  change: { price?: number | undefined; currency?: string | undefined },
): { priceMinor?: number } {
  if (change.price === undefined && (change.currency ?? current.currency) === current.currency) return {};
  const price = change.price ?? fromMinorUnits(current.priceMinor, current.currency);
  return { priceMinor: priceMinorOf(price, change.currency ?? current.currency) };
}
