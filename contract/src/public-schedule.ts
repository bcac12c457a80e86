import type { FromSchema } from 'json-schema-to-ts';
import { cancellationTierSchema } from './cancellation-policy.ts';
import { SCHEDULE_STATUSES, SESSION_FORMATS, SKILL_LEVELS, VISIBILITIES } from './catalogue-enums.ts';
import { pageMetaSchema, paginationQueryProperties, searchField, uuidSchema } from './common.ts';
import { countryField } from './countries.ts';
import { dayField, timestampField } from './fields.ts';
import { imagePlaceholderField } from './file.ts';
import { priceNowSchema, priceTiersSchema } from './price-tiers.ts';
import { promoCodeField } from './promo-code.ts';
import { cadenceField, publicScheduleSessionSchema, sessionCountField } from './schedule-session.ts';
import { buyerTaxFields } from './tax-registration.ts';

/** Orders of the marketplace list: soonest first (default), cheapest first, dearest first. */
export const PUBLIC_SCHEDULE_SORTS = ['soonest', 'price', '-price'] as const;
export type PublicScheduleSort = (typeof PUBLIC_SCHEDULE_SORTS)[number];

/** A price bound in the API's decimals (compared with the workshop's price in minor units). */
const priceBoundField = {
  type: 'number',
  minimum: 0,
  maximum: 1_000_000,
  errorMessage: 'Please enter a price of at least 0',
} as const;

/** GET /v1/public/workshop-schedules: pagination, search and the marketplace filters. */
export const publicScheduleListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    q: {
      ...searchField,
      description:
        'Words to find in the workshop title or description (each word also as the start of a longer one); workshops whose title has every word come first.',
    },
    level: { type: 'string', enum: SKILL_LEVELS, errorMessage: 'Please select a valid workshop level' },
    mode: { type: 'string', enum: SESSION_FORMATS, errorMessage: 'Please select a valid workshop mode' },
    country: countryField,
    from: { ...dayField, description: 'Schedules starting on or after this day.' },
    to: { ...dayField, description: 'Schedules starting on or before this day.' },
    minPrice: priceBoundField,
    maxPrice: priceBoundField,
    coach: {
      type: 'string',
      transform: ['trim'],
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description: "The coach's username or id.",
      errorMessage: 'Please select a valid coach',
    },
    sort: {
      type: 'string',
      enum: PUBLIC_SCHEDULE_SORTS,
      default: 'soonest',
      description: 'soonest (default), price (cheapest first) or -price (dearest first).',
      errorMessage: `Sort must be one of: ${PUBLIC_SCHEDULE_SORTS.join(', ')}.`,
    },
    cursor: {
      type: 'string',
      minLength: 1,
      maxLength: 400,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        "meta.nextCursor of the page before, to read the next page from where that one ended (keyset) rather than by counting rows: `page` then only numbers the page in meta. Same filters and sort as that page's.",
      errorMessage: 'The cursor is not valid.',
    },
  },
  additionalProperties: false,
} as const;
export type PublicScheduleListQuery = FromSchema<typeof publicScheduleListQuerySchema>;

/**
 * `meta` of a marketplace page: the usual page meta plus nextCursor, which reads the following page by keyset
 * (docs/decisions/0110-marketplace-deep-pages-by-keyset.md); null on the last page.
 */
export const publicSchedulePageMetaSchema = {
  ...pageMetaSchema,
  properties: {
    ...pageMetaSchema.properties,
    nextCursor: {
      type: ['string', 'null'],
      description: 'Pass as `cursor` (with page + 1) for the next page; null when this page is the last.',
    },
  },
  required: [...pageMetaSchema.required, 'nextCursor'],
} as const;
export type PublicSchedulePageMeta = FromSchema<typeof publicSchedulePageMetaSchema>;

/** A schedule as the public marketplace shows it: its workshop, its coach's public face and seats left. */
export const publicScheduleSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    workshopId: uuidSchema,
    coachId: uuidSchema,
    startDate: timestampField,
    endDate: timestampField,
    timezone: { type: 'string' },
    country: { type: ['string', 'null'] },
    location: { type: ['string', 'null'] },
    level: { type: 'string', enum: SKILL_LEVELS },
    status: { type: 'string', enum: SCHEDULE_STATUSES },
    visibility: { type: 'string', enum: VISIBILITIES },
    mode: { type: 'string', enum: SESSION_FORMATS },
    seatsLeft: { type: 'integer', minimum: 0 },
    priceNow: { ...priceNowSchema, description: 'What one seat of this session sells at now.' },
    sessionCount: sessionCountField,
    cadence: cadenceField,
    seatsToRun: {
      type: ['integer', 'null'],
      description:
        'Confirmed seats it still needs to run (its go/no-go); null when it has nothing to decide.',
    },
    sessions: {
      type: 'array',
      items: publicScheduleSessionSchema,
      description: 'Its sessions, soonest first: in GET /v1/public/workshop-schedules/{id}, not in the list.',
    },
    workshop: {
      type: 'object',
      properties: {
        id: uuidSchema,
        title: { type: 'string' },
        slug: { type: 'string' },
        description: { type: ['string', 'null'] },
        image: { type: ['string', 'null'] },
        imagePlaceholder: imagePlaceholderField,
        price: { type: 'number' },
        currency: { type: 'string' },
        priceTiers: priceTiersSchema,
        maxSeats: { type: 'integer' },
        maxSeatsPerBooking: {
          type: 'integer',
          description: 'The most seats one booking may take (the coach set it, else maxSeats).',
        },
        cancellationPolicy: {
          type: 'array',
          items: cancellationTierSchema,
          description:
            "Refund tiers of a client's cancellation, longest notice first; nothing after the last.",
        },
      },
      required: [
        'id',
        'title',
        'slug',
        'description',
        'image',
        'imagePlaceholder',
        'price',
        'currency',
        'priceTiers',
        'maxSeats',
        'maxSeatsPerBooking',
        'cancellationPolicy',
      ],
      additionalProperties: false,
    },
    coach: {
      type: 'object',
      properties: {
        id: uuidSchema,
        username: { type: 'string' },
        avatarUrl: { type: ['string', 'null'] },
        firstName: { type: ['string', 'null'] },
        lastName: { type: ['string', 'null'] },
        headline: { type: ['string', 'null'] },
      },
      required: ['id', 'username', 'avatarUrl', 'firstName', 'lastName', 'headline'],
      additionalProperties: false,
    },
  },
  required: [
    'id',
    'workshopId',
    'coachId',
    'startDate',
    'endDate',
    'timezone',
    'country',
    'location',
    'level',
    'status',
    'visibility',
    'mode',
    'seatsLeft',
    'priceNow',
    'sessionCount',
    'cadence',
    'seatsToRun',
    'workshop',
    'coach',
  ],
  additionalProperties: false,
} as const;
export type PublicScheduleResource = FromSchema<typeof publicScheduleSchema>;

/** The query of a session's price: how many seats in one booking. */
export const sessionPriceQuerySchema = {
  type: 'object',
  properties: {
    seats: {
      type: 'integer',
      minimum: 1,
      maximum: 10_000,
      default: 1,
      description: 'Seats in one booking, 1 to 10,000.',
      errorMessage: 'Seats must be a whole number from 1 to 10,000.',
    },
    code: { ...promoCodeField, description: 'A promo code to price the seats with.' },
    ...buyerTaxFields,
  },
  additionalProperties: false,
} as const;
export type SessionPriceQuery = FromSchema<typeof sessionPriceQuerySchema>;

/** GET /v1/public/workshop-schedules's answer: a page of schedules with the marketplace's meta. */
export const publicSchedulePageSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: publicScheduleSchema },
    meta: publicSchedulePageMetaSchema,
  },
  required: ['data', 'meta'],
  additionalProperties: false,
} as const;
