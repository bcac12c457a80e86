import type { FromSchema } from 'json-schema-to-ts';

/**
 * A private calendar address (POST /v1/user/calendar-feed, or /v1/user/teaching-calendar-feed for the
 * sessions one teaches): shown once, it replaces the one before.
 */
export const calendarFeedSchema = {
  type: 'object',
  properties: { url: { type: 'string', format: 'uri' } },
  required: ['url'],
  additionalProperties: false,
} as const;
export type CalendarFeedResource = FromSchema<typeof calendarFeedSchema>;
