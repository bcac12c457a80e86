import type { FromSchema } from 'json-schema-to-ts';
import { BOOKING_STATUSES } from './booking.ts';
import { INVITATION_STATUSES } from './booking-seat.ts';
import { uuidSchema } from './common.ts';
import { ratingSummarySchema } from './feedback.ts';
import { timestampField } from './fields.ts';

/** How many months the money series cover, this month included. */
export const METRIC_MONTHS = 12;

/** A count per status, every status present. */
function countsBy<const K extends readonly string[]>(keys: K) {
  const count = { type: 'integer', minimum: 0 } as const;
  return {
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, count])) as Record<K[number], typeof count>,
    required: keys,
    additionalProperties: false,
  } as const;
}

const nextSessionSchema = {
  type: ['object', 'null'],
  properties: {
    workshopScheduleId: uuidSchema,
    workshopTitle: { type: 'string' },
    startDate: timestampField,
    timezone: { type: 'string', description: "The session's IANA zone, in which its time is shown." },
  },
  required: ['workshopScheduleId', 'workshopTitle', 'startDate', 'timezone'],
  additionalProperties: false,
} as const;

/**
 * A new coach's first steps, each true once done (the coach dashboard's checklist, shown until all are):
 * a profile people can judge them by (photo, headline, business name, bio, a specialization), a payout
 * account (null when payouts are not offered: STRIPE_CONNECT off), a workshop and a scheduled session of
 * theirs, in any of their teams.
 */
const firstRunSchema = {
  type: 'object',
  properties: {
    profile: { type: 'boolean' },
    payoutAccount: { type: ['boolean', 'null'] },
    workshop: { type: 'boolean' },
    schedule: { type: 'boolean' },
  },
  required: ['profile', 'payoutAccount', 'workshop', 'schedule'],
  additionalProperties: false,
} as const;

const month = { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM (UTC).' } as const;

/**
 * Money by month in each currency it was paid in (amounts of different currencies are never added up): a
 * series per currency, by code, each of the last METRIC_MONTHS months, oldest first, empty months as 0, in
 * decimals. With no money at all, one series of zeros in the default currency.
 */
function inEachCurrency<const P extends Record<string, unknown>, const R extends readonly string[]>(
  description: string,
  properties: P,
  required: R,
) {
  return {
    type: 'array',
    description,
    minItems: 1,
    items: {
      type: 'object',
      properties: {
        currency: { type: 'string' },
        months: {
          type: 'array',
          items: { type: 'object', properties, required, additionalProperties: false },
        },
      },
      required: ['currency', 'months'],
      additionalProperties: false,
    },
  } as const;
}

/**
 * GET /v1/dashboard/metrics: what the client dashboard shows (always) and the coach dashboard (coaches):
 * upcoming sessions, bookings and seats by status, money by month in each currency (inEachCurrency) and
 * ratings.
 */
export const dashboardMetricsSchema = {
  type: 'object',
  properties: {
    client: {
      type: 'object',
      properties: {
        upcomingSessions: { type: 'integer', minimum: 0 },
        nextSession: nextSessionSchema,
        bookingsByStatus: countsBy(BOOKING_STATUSES),
        seatsByStatus: countsBy(INVITATION_STATUSES),
        spending: inEachCurrency(
          'What I paid less refunds by month.',
          { month, amount: { type: 'number' } },
          ['month', 'amount'],
        ),
      },
      required: ['upcomingSessions', 'nextSession', 'bookingsByStatus', 'seatsByStatus', 'spending'],
      additionalProperties: false,
    },
    coach: {
      type: ['object', 'null'],
      properties: {
        upcomingSessions: { type: 'integer', minimum: 0 },
        nextSession: nextSessionSchema,
        bookingsByStatus: countsBy(BOOKING_STATUSES),
        seatsSold: { type: 'integer', minimum: 0, description: 'Seats of CONFIRMED and COMPLETED bookings.' },
        revenue: inEachCurrency(
          'Sales less refunds (gross), the platform fees and my payout by month.',
          { month, gross: { type: 'number' }, platformFees: { type: 'number' }, payout: { type: 'number' } },
          ['month', 'gross', 'platformFees', 'payout'],
        ),
        rating: ratingSummarySchema,
        firstRun: firstRunSchema,
      },
      required: [
        'upcomingSessions',
        'nextSession',
        'bookingsByStatus',
        'seatsSold',
        'revenue',
        'rating',
        'firstRun',
      ],
      additionalProperties: false,
    },
  },
  required: ['client', 'coach'],
  additionalProperties: false,
} as const;
export type DashboardMetrics = FromSchema<typeof dashboardMetricsSchema>;
