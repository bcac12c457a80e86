import {
  groupRateText,
  type PriceNowResource,
  type PriceTiersResource,
  priceNowText,
} from '@exceed/contract';
import { formatMoney, localTimeZone, VisuallyHidden } from '@exceed/design-system';

/**
 * What one seat of a session sells at now, as the server priced it: at a tier, its price with the standard
 * one struck beside it and what is left of the tier ("Early-bird: 3 seats left at $120.00 until …").
 */
export function PriceNow({
  now,
  standard,
  timeZone,
}: {
  now: PriceNowResource;
  standard: number;
  timeZone: string;
}) {
  const tier = priceNowText(now, timeZone, { readerZone: localTimeZone() });
  return (
    <span className="price-now">
      <span>
        <strong className="browse-price">{formatMoney(now.price, now.currency)}</strong>
        {tier ? (
          <>
            {' '}
            <s className="price-now__standard">
              <VisuallyHidden>instead of </VisuallyHidden>
              {formatMoney(standard, now.currency)}
            </s>
          </>
        ) : null}
      </span>
      {tier ? <span className="price-now__tier">{tier}</span> : null}
    </span>
  );
}

/** A workshop's group rate in words, when it has one. */
export function GroupRate({ tiers, currency }: { tiers: PriceTiersResource; currency: string }) {
  const text = groupRateText(tiers, currency);
  return text ? <span className="price-now__tier">{text}</span> : null;
}
