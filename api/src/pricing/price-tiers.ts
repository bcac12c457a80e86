import {
  fromMinorUnits,
  PRICE_TIER_MESSAGES,
  type PriceTierKind,
  type PriceTiersResource,
  priceDecimalsMessage,
  priceFits,
  toMinorUnits,
} from '@exceed/contract';
import { validationFailed } from '../errors.ts';
import type { PriceTerms } from './price-breakdown.ts';

/**
 * A workshop's price tiers as stored (workshops.price_tiers, minor units of the workshop's currency):
 * the rule of which applies to a booking lives here, in the pricing service, and nowhere else.
 */
export interface PriceTiers {
  earlyBird?: { unitMinor: number; until: string | null; seats: number | null };
  group?: { unitMinor: number; minSeats: number };
}

/** The tier a booking was held at, in its price terms. */
export interface HeldTier {
  kind: PriceTierKind;
  unitMinor: number;
}

/** What a booking keeps of how it was priced, beside its unit price and currency (bookings.price_terms). */
export type BookingPriceTerms = { feePercent: number } & Pick<PriceTerms, 'tier' | 'discount' | 'tax'>;

/** Whether a booking's seats are early-bird seats, which its session counts (early_bird_seats). */
export const isEarlyBird = (terms: BookingPriceTerms): boolean => terms.tier?.kind === 'EARLY_BIRD';

/** What the early-bird price depends on beyond the booking: the instant, and its seats left in the session. */
export interface TierContext {
  now: Date;
  /** Early-bird seats left in the session (Infinity when they are not counted; 0 when unknown). */
  earlyBirdLeft: number;
}

/** Whether the early-bird price still applies to `seats` seats: its date not past, its seats not gone. */
export function earlyBirdApplies(tiers: PriceTiers, seats: number, context: TierContext): boolean {
  const tier = tiers.earlyBird;
  if (!tier) return false;
  if (tier.until !== null && context.now.getTime() > Date.parse(tier.until)) return false;
  return tier.seats === null || seats <= context.earlyBirdLeft;
}

/**
 * The tier a booking of `seats` seats is priced at: the lowest of those that apply (tiers do not add up),
 * or none at the standard price (`standardMinor`).
 */
export function tierFor(
  tiers: PriceTiers,
  standardMinor: number,
  seats: number,
  context: TierContext,
): HeldTier | undefined {
  const candidates: HeldTier[] = [];
  if (tiers.earlyBird && earlyBirdApplies(tiers, seats, context))
    candidates.push({ kind: 'EARLY_BIRD', unitMinor: tiers.earlyBird.unitMinor });
  if (tiers.group && seats >= tiers.group.minSeats)
    candidates.push({ kind: 'GROUP', unitMinor: tiers.group.unitMinor });
  const lowest = candidates.sort((a, b) => a.unitMinor - b.unitMinor)[0];
  return lowest && lowest.unitMinor < standardMinor ? lowest : undefined;
}

/** Early-bird seats left of a session that has sold `taken` of them. */
export const earlyBirdLeft = (tiers: PriceTiers, taken: number): number =>
  tiers.earlyBird?.seats == null ? Number.POSITIVE_INFINITY : Math.max(0, tiers.earlyBird.seats - taken);

/** The tiers as the API shows them. */
export function presentTiers(tiers: PriceTiers, currency: string): PriceTiersResource {
  const amount = (minor: number) => fromMinorUnits(minor, currency);
  const { earlyBird, group } = tiers;
  return {
    earlyBird: earlyBird
      ? { price: amount(earlyBird.unitMinor), until: earlyBird.until, seats: earlyBird.seats }
      : null,
    group: group ? { price: amount(group.unitMinor), minSeats: group.minSeats } : null,
  };
}

/**
 * Tiers a coach sends, checked against the workshop they are for (its price, currency and seats) and
 * stored in minor units; 422 on priceTiers.* when one is no lower than the price or cannot be reached.
 */
export function storedTiers(
  input: PriceTiersResource,
  workshop: { priceMinor: number; currency: string; maxSeats: number; maxSeatsPerBooking: number | null },
): PriceTiers {
  const minor = (price: number) => toMinorUnits(price, workshop.currency);
  const errors: Record<string, string[]> = {};
  const tiers: PriceTiers = {};
  const { earlyBird, group } = input;
  for (const [name, tier] of Object.entries({ earlyBird, group }))
    if (tier && !priceFits(tier.price, workshop.currency))
      errors[`priceTiers.${name}.price`] = [priceDecimalsMessage(workshop.currency)];
  if (earlyBird) {
    if (minor(earlyBird.price) >= workshop.priceMinor)
      errors['priceTiers.earlyBird.price'] ??= [PRICE_TIER_MESSAGES.earlyBirdBelowPrice];
    if (earlyBird.until === null && earlyBird.seats === null)
      errors['priceTiers.earlyBird'] = [PRICE_TIER_MESSAGES.earlyBirdEnds];
    if (earlyBird.seats !== null && earlyBird.seats > workshop.maxSeats)
      errors['priceTiers.earlyBird.seats'] = [PRICE_TIER_MESSAGES.earlyBirdSeats];
    tiers.earlyBird = {
      unitMinor: minor(earlyBird.price),
      until: earlyBird.until === null ? null : new Date(earlyBird.until).toISOString(),
      seats: earlyBird.seats,
    };
  }
  if (group) {
    if (minor(group.price) >= workshop.priceMinor)
      errors['priceTiers.group.price'] ??= [PRICE_TIER_MESSAGES.groupBelowPrice];
    if (group.minSeats > (workshop.maxSeatsPerBooking ?? workshop.maxSeats))
      errors['priceTiers.group.minSeats'] = [PRICE_TIER_MESSAGES.groupMinSeats];
    tiers.group = { unitMinor: minor(group.price), minSeats: group.minSeats };
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return tiers;
}
