import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';
import { instantField, timestampField } from './fields.ts';
import { meetingUrlField, sessionMeetingSchema } from './meeting.ts';
import { partialSchema } from './partial.ts';

/**
 * Sessions within a schedule (issue 38): a cohort is one schedule, bought once, whose sessions are its
 * sittings. The schedule's startDate and endDate are the span of its sessions.
 */

/** The most sessions one schedule holds: one a week for a year. */
export const MAX_SESSIONS = 52;

/** How a schedule's sessions follow each other when they keep one rhythm (null: one session, or no rhythm). */
export const SESSION_CADENCES = ['WEEKLY'] as const;
export type SessionCadence = (typeof SESSION_CADENCES)[number];

/** How many sessions a schedule holds, as every answer that shows a schedule writes it. */
export const sessionCountField = {
  type: 'integer',
  minimum: 1,
  description: 'How many sessions the schedule holds: one booking buys them all.',
} as const;

/** A schedule's rhythm, as every answer that shows a schedule writes it. */
export const cadenceField = {
  type: ['string', 'null'],
  enum: [...SESSION_CADENCES, null],
  description: 'WEEKLY when its sessions follow one a week at one time of day; else null.',
} as const;

/** Days of the week, as a series rule names them, Monday first. */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar day (`YYYY-MM-DD`), as a series rule names it. */
export const weekdayOf = (day: string): Weekday =>
  WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;

/** Why a change to a schedule's sessions is refused (422). */
export const SESSION_MESSAGES = {
  tooMany: `A schedule holds at most ${MAX_SESSIONS} sessions.`,
  overlap: 'Sessions of one schedule cannot overlap.',
  lastOne: 'A schedule keeps at least one session: cancel the schedule instead.',
  several: 'This schedule has several sessions: move each of them under Sessions.',
} as const;

/** A session as the coach's area reads it (the public pages never show its location or meeting link). */
export const scheduleSessionSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    startDate: timestampField,
    endDate: timestampField,
    title: { type: ['string', 'null'] },
    location: { type: ['string', 'null'] },
    meetingUrl: {
      type: ['string', 'null'],
      description: "Where it meets online: the coach's own link, or the room the team's provider made.",
    },
  },
  required: ['id', 'startDate', 'endDate', 'title', 'location', 'meetingUrl'],
  additionalProperties: false,
} as const;
export type ScheduleSessionResource = FromSchema<typeof scheduleSessionSchema>;

/** A session as visitors and attendees read it: when it is and what it is called. */
const {
  location: _location,
  meetingUrl: _meetingUrl,
  ...publicSessionProperties
} = scheduleSessionSchema.properties;
export const publicScheduleSessionSchema = {
  type: 'object',
  properties: publicSessionProperties,
  required: ['id', 'startDate', 'endDate', 'title'],
  additionalProperties: false,
} as const;
export type PublicScheduleSessionResource = FromSchema<typeof publicScheduleSessionSchema>;

/** A session as its attendee's booking shows it: its meeting link too, once it opens. */
export const attendeeSessionSchema = {
  type: 'object',
  properties: { ...publicSessionProperties, meeting: sessionMeetingSchema },
  required: ['id', 'startDate', 'endDate', 'title', 'meeting'],
  additionalProperties: false,
} as const;
export type AttendeeSessionResource = FromSchema<typeof attendeeSessionSchema>;

const sessionTitleField = { type: ['string', 'null'], transform: ['trim'], maxLength: 255 } as const;
const sessionLocationField = { type: ['string', 'null'], transform: ['trim'], maxLength: 255 } as const;

/** POST /v1/workshop-schedules/{id}/sessions: one more session. */
export const createScheduleSessionSchema = {
  type: 'object',
  properties: {
    startDate: instantField,
    endDate: instantField,
    title: sessionTitleField,
    location: sessionLocationField,
    meetingUrl: {
      ...meetingUrlField,
      description: "The coach's own link; null: the team's provider makes one.",
    },
  },
  required: ['startDate', 'endDate'],
  additionalProperties: false,
} as const;
export type CreateScheduleSessionInput = FromSchema<typeof createScheduleSessionSchema>;

/** PATCH /v1/workshop-schedules/{id}/sessions/{sessionId}: a session moved or renamed. */
export const updateScheduleSessionSchema = partialSchema(createScheduleSessionSchema);
export type UpdateScheduleSessionInput = FromSchema<typeof updateScheduleSessionSchema>;

/**
 * POST /v1/workshop-schedules/{id}/sessions/series: `count` more sessions after the last one, at its time of
 * day and length in the schedule's zone (across daylight-saving changes), on `weekdays` (default: the last
 * session's weekday, so weekly).
 */
export const scheduleSessionSeriesSchema = {
  type: 'object',
  properties: {
    count: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_SESSIONS - 1,
      errorMessage: `Please enter a number of sessions from 1 to ${MAX_SESSIONS - 1}`,
    },
    weekdays: {
      type: 'array',
      items: { type: 'string', enum: WEEKDAYS },
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
      errorMessage: 'Please choose the days of the week',
    },
  },
  required: ['count'],
  additionalProperties: false,
} as const;
export type ScheduleSessionSeriesInput = FromSchema<typeof scheduleSessionSeriesSchema>;

/** Path of one session. */
export const scheduleSessionParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, sessionId: uuidSchema },
  required: ['id', 'sessionId'],
  additionalProperties: false,
} as const;
