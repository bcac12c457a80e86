import type { FromSchema } from 'json-schema-to-ts';
import { formatTime } from './clock.ts';
import { formatAmount, priceField } from './money.ts';

/**
 * Price tiers of a workshop beside its standard price (api/src/pricing/price-tiers.ts): an early-bird price
 * until a date, for the first seats of each session, or both; and a group rate from a number of seats in
 * one booking. A booking is priced at the lowest that applies to it when it is held; tiers do not add up.
 */

export const PRICE_TIER_KINDS = ['EARLY_BIRD', 'GROUP'] as const;
export type PriceTierKind = (typeof PRICE_TIER_KINDS)[number];

/** What a tier is called on pages, breakdowns and invoices. */
export const PRICE_TIER_LABELS: Record<PriceTierKind, string> = {
  EARLY_BIRD: 'Early-bird',
  GROUP: 'Group rate',
};

export const PRICE_TIER_MESSAGES = {
  earlyBirdBelowPrice: 'The early-bird price must be lower than the price.',
  earlyBirdEnds: 'Give the early-bird price an end date, a number of seats, or both.',
  earlyBirdSeats: 'The early-bird seats cannot be more than the seats of a session.',
  groupBelowPrice: 'The group rate must be lower than the price.',
  groupMinSeats: 'A group rate cannot start at more seats than one booking may take.',
} as const;

const earlyBirdSchema = {
  type: 'object',
  properties: {
    price: { ...priceField, description: 'One seat at the early-bird price.' },
    until: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'The last instant the early-bird price applies (null: until its seats are gone).',
    },
    seats: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 10_000,
      description: 'How many seats of each session sell at the early-bird price (null: any until the date).',
    },
  },
  required: ['price', 'until', 'seats'],
  additionalProperties: false,
} as const;

const groupSchema = {
  type: 'object',
  properties: {
    price: { ...priceField, description: 'One seat of a booking of minSeats seats or more.' },
    minSeats: { type: 'integer', minimum: 2, maximum: 10_000 },
  },
  required: ['price', 'minSeats'],
  additionalProperties: false,
} as const;

/** A workshop's tiers, as the API shows them and takes them (null: no such tier). */
export const priceTiersSchema = {
  type: 'object',
  properties: {
    earlyBird: { anyOf: [earlyBirdSchema, { type: 'null' }] },
    group: { anyOf: [groupSchema, { type: 'null' }] },
  },
  required: ['earlyBird', 'group'],
  additionalProperties: false,
  description: 'Prices below the standard one: early-bird and group rate.',
} as const;
export type PriceTiersResource = FromSchema<typeof priceTiersSchema>;

export const NO_PRICE_TIERS: PriceTiersResource = { earlyBird: null, group: null };

/**
 * The price one seat sells at now, as the pricing service says: the tier that applies (null: the standard
 * price), and what is left of it: its last instant and, for early-bird seats, how many remain (null when
 * the tier is not counted in seats, or when the figure belongs to each session and none is named).
 */
export const priceNowSchema = {
  type: 'object',
  properties: {
    price: { type: 'number' },
    currency: { type: 'string' },
    tier: { type: ['string', 'null'], enum: [...PRICE_TIER_KINDS, null] },
    until: { type: ['string', 'null'] },
    seatsLeft: { type: ['integer', 'null'] },
  },
  required: ['price', 'currency', 'tier', 'until', 'seatsLeft'],
  additionalProperties: false,
} as const;
export type PriceNowResource = FromSchema<typeof priceNowSchema>;

/**
 * A tier's price now in words: "Early-bird: 3 seats left at $120.00 until Sun, Mar 1, 2026, 11:59 PM CET".
 * Undefined at the standard price. `timeZone`: the session's (a time always names its zone).
 */
export function priceNowText(
  now: PriceNowResource,
  timeZone: string,
  options: { locale?: string; readerZone?: string } = {},
): string | undefined {
  if (!now.tier) return undefined;
  const seats =
    now.seatsLeft === null ? '' : ` ${now.seatsLeft} ${now.seatsLeft === 1 ? 'seat' : 'seats'} left`;
  const until = now.until ? ` until ${formatTime(now.until, timeZone, options)}` : '';
  return `${PRICE_TIER_LABELS[now.tier]}:${seats} at ${formatAmount(now.price, now.currency, options.locale)}${until}`;
}

/** A workshop's group rate in words: "Group rate: $100.00 a seat from 5 seats in one booking". */
export const groupRateText = (
  tiers: PriceTiersResource,
  currency: string,
  locale?: string,
): string | undefined =>
  tiers.group
    ? `${PRICE_TIER_LABELS.GROUP}: ${formatAmount(tiers.group.price, currency, locale)} a seat from ${tiers.group.minSeats} seats in one booking`
    : undefined;
