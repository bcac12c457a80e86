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
  },
  required: ['workshopScheduleId', 'workshopTitle', 'startDate'],
  additionalProperties: false,
} as const;

const month = { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM (UTC).' } as const;

/**
 * GET /v1/dashboard/metrics: what the client dashboard shows (always) and the coach dashboard (coaches):
 * upcoming sessions, bookings and seats by status, money by month (decimals; the last METRIC_MONTHS
 * months, oldest first, empty months as 0) and ratings.
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
        spentByMonth: {
          type: 'array',
          items: {
            type: 'object',
            properties: { month, amount: { type: 'number' } },
            required: ['month', 'amount'],
            additionalProperties: false,
          },
        },
      },
      required: ['upcomingSessions', 'nextSession', 'bookingsByStatus', 'seatsByStatus', 'spentByMonth'],
      additionalProperties: false,
    },
    coach: {
      type: ['object', 'null'],
      properties: {
        upcomingSessions: { type: 'integer', minimum: 0 },
        nextSession: nextSessionSchema,
        bookingsByStatus: countsBy(BOOKING_STATUSES),
        seatsSold: { type: 'integer', minimum: 0, description: 'Seats of CONFIRMED and COMPLETED bookings.' },
        revenueByMonth: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              month,
              gross: { type: 'number' },
              platformFees: { type: 'number' },
              payout: { type: 'number' },
            },
            required: ['month', 'gross', 'platformFees', 'payout'],
            additionalProperties: false,
          },
        },
        rating: ratingSummarySchema,
      },
      required: [
        'upcomingSessions',
        'nextSession',
        'bookingsByStatus',
        'seatsSold',
        'revenueByMonth',
        'rating',
      ],
      additionalProperties: false,
    },
  },
  required: ['client', 'coach'],
  additionalProperties: false,
} as const;
export type DashboardMetrics = FromSchema<typeof dashboardMetricsSchema>;
