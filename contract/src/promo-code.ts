import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';
import { instantField, timestampField } from './fields.ts';
import { currencyField, priceField } from './money.ts';

/**
 * Promo codes (issue 34; api/src/promo-codes/): a coach makes them for their workshops, a team's owners and
 * admins for every workshop of the team; a percentage or an amount off each seat, after any price tier.
 */

/** What a buyer types: letters, digits, dashes and underscores; kept upper-cased, so case never matters. */
export const promoCodeField = {
  type: 'string',
  transform: ['trim', 'toUpperCase'],
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Z0-9_-]+$',
  errorMessage: 'A code is 3 to 32 letters, digits, dashes or underscores.',
} as const;

/** Why a code does not apply to a booking, one message each (422 on `code`). */
export const PROMO_CODE_REFUSALS = {
  unknown: 'There is no such code.',
  notYetValid: 'This code is not valid yet.',
  expired: 'This code has expired.',
  usedUp: 'This code has been used up.',
  perPerson: 'You have used this code as many times as it allows.',
  notForWorkshop: 'This code is not for this workshop.',
} as const;

/** A code that asks for more seats than the booking has. */
export const codeNeedsSeatsMessage = (minSeats: number): string =>
  `This code needs at least ${minSeats} seats in one booking.`;

/** Why a code cannot be made as sent (422 on its field). */
export const PROMO_CODE_MESSAGES = {
  taken: 'The team has a code of that name already.',
  oneDiscount: 'Give a percentage or an amount off, not both.',
  amountCurrency: 'An amount off for every workshop needs its currency.',
  amountBelowPrice: 'The amount off must be lower than the price.',
  untilAfterFrom: 'The end must be after the start.',
  perPersonAtMost: 'The uses per person cannot be more than the uses in all.',
  minSeatsFit: 'A code cannot need more seats than one booking may take.',
} as const;

/** What a code's line is called in a breakdown, on pages, mails and invoices. */
export const promoCodeLabel = (code: string): string => `Code ${code}`;

/** What the caller may do with a code, as the API's policy decides. */
export const promoCodeAbilitiesSchema = {
  type: 'object',
  properties: { delete: { type: 'boolean' } },
  required: ['delete'],
  additionalProperties: false,
} as const;

/** What a code has brought in one currency: paid by its bookings, less what was refunded. */
const revenueSchema = {
  type: 'object',
  properties: { currency: { type: 'string' }, amount: { type: 'number' } },
  required: ['currency', 'amount'],
  additionalProperties: false,
} as const;

export const promoCodeSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    code: { type: 'string' },
    workshopId: { ...uuidSchema, type: ['string', 'null'], description: 'null: every workshop of the team.' },
    workshopTitle: { type: ['string', 'null'] },
    percentOff: { type: ['integer', 'null'] },
    amountOff: { type: ['number', 'null'], description: 'Off each seat, in `currency`.' },
    currency: { type: ['string', 'null'] },
    validFrom: { type: ['string', 'null'] },
    validUntil: { type: ['string', 'null'] },
    maxRedemptions: { type: ['integer', 'null'] },
    maxPerPerson: { type: ['integer', 'null'] },
    minSeats: { type: 'integer' },
    redemptions: { type: 'integer', description: 'Bookings holding seats with the code now.' },
    revenue: { type: 'array', items: revenueSchema },
    createdAt: timestampField,
    abilities: promoCodeAbilitiesSchema,
  },
  required: [
    'id',
    'code',
    'workshopId',
    'workshopTitle',
    'percentOff',
    'amountOff',
    'currency',
    'validFrom',
    'validUntil',
    'maxRedemptions',
    'maxPerPerson',
    'minSeats',
    'redemptions',
    'revenue',
    'createdAt',
    'abilities',
  ],
  additionalProperties: false,
} as const;
export type PromoCodeResource = FromSchema<typeof promoCodeSchema>;

const countOrNull = { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 } as const;

/** Body of making a code (POST /v1/t/promo-codes). */
export const createPromoCodeSchema = {
  type: 'object',
  properties: {
    code: promoCodeField,
    workshopId: {
      ...uuidSchema,
      type: ['string', 'null'],
      default: null,
      description: 'The workshop it is for; null: every workshop of the team (owners and admins).',
    },
    percentOff: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 100,
      default: null,
      errorMessage: 'The percentage off is a whole number from 1 to 100.',
    },
    amountOff: {
      anyOf: [{ ...priceField, exclusiveMinimum: 0 }, { type: 'null' }],
      default: null,
      description: 'Off each seat, in the workshop’s currency (or `currency`, for every workshop).',
    },
    currency: { anyOf: [currencyField, { type: 'null' }], default: null },
    validFrom: { anyOf: [instantField, { type: 'null' }], default: null },
    validUntil: { anyOf: [instantField, { type: 'null' }], default: null },
    maxRedemptions: { ...countOrNull, default: null, description: 'Bookings in all; null: no limit.' },
    maxPerPerson: { ...countOrNull, default: null, description: 'Bookings of one person; null: no limit.' },
    minSeats: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  },
  required: ['code'],
  additionalProperties: false,
} as const;
export type CreatePromoCodeInput = FromSchema<typeof createPromoCodeSchema>;

/** Query of the code list: one workshop's codes and the team's codes that apply to it, or all. */
export const promoCodeListQuerySchema = {
  type: 'object',
  properties: { workshopId: uuidSchema },
  additionalProperties: false,
} as const;

export const promoCodeListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: promoCodeSchema } },
  required: ['data'],
  additionalProperties: false,
} as const;
