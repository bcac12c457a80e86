import type { FromSchema } from 'json-schema-to-ts';
import { publicFeedbackSchema } from './feedback.ts';
import { publicScheduleSchema } from './public-schedule.ts';

const { properties: schedule } = publicScheduleSchema;

/** An upcoming session of a workshop as its public page lists it: when, where, and the seats left. */
export const publicWorkshopSessionSchema = {
  type: 'object',
  properties: {
    id: schedule.id,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    timezone: schedule.timezone,
    country: schedule.country,
    location: schedule.location,
    level: schedule.level,
    mode: schedule.mode,
    seatsLeft: schedule.seatsLeft,
    priceNow: schedule.priceNow,
    sessionCount: schedule.sessionCount,
    cadence: schedule.cadence,
    seatsToRun: schedule.seatsToRun,
  },
  required: [
    'id',
    'startDate',
    'endDate',
    'timezone',
    'country',
    'location',
    'level',
    'mode',
    'seatsLeft',
    'priceNow',
    'sessionCount',
    'cadence',
    'seatsToRun',
  ],
  additionalProperties: false,
} as const;
export type PublicWorkshopSession = FromSchema<typeof publicWorkshopSessionSchema>;

/** How many reviews a workshop's page shows; the coach's profile lists them all. */
export const PUBLIC_WORKSHOP_REVIEWS = 6;

/**
 * A workshop as its public page shows it (GET /v1/public/workshops/{id}): what the coach wrote of it, the
 * coach's public face, its listed upcoming sessions (soonest first, at most 20), and what verified
 * attendees said of its sessions: their average and count, and the newest reviews.
 */
export const publicWorkshopSchema = {
  type: 'object',
  properties: {
    ...schedule.workshop.properties,
    video: {
      type: ['string', 'null'],
      description: "An introduction video's address (YouTube, Vimeo or a file).",
    },
    coach: schedule.coach,
    sessions: { type: 'array', items: publicWorkshopSessionSchema },
    rating: {
      type: 'object',
      properties: {
        average: { type: ['number', 'null'], description: 'Of 1 to 5, to 2 decimals; null without reviews.' },
        count: { type: 'integer', minimum: 0 },
      },
      required: ['average', 'count'],
      additionalProperties: false,
    },
    reviews: { type: 'array', items: publicFeedbackSchema, maxItems: PUBLIC_WORKSHOP_REVIEWS },
  },
  required: [...schedule.workshop.required, 'video', 'coach', 'sessions', 'rating', 'reviews'],
  additionalProperties: false,
} as const;
export type PublicWorkshopResource = FromSchema<typeof publicWorkshopSchema>;
