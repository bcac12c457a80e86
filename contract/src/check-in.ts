import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';
import { publicScheduleSessionSchema } from './schedule-session.ts';

/**
 * Check-in (issue 38): every attendee has a code of their own (the booker's own place is their booking's
 * code, each invitee's is their seat's), shown as a QR code, that the coach scans or types at a session.
 */

/** How long before a session its check-in opens. */
export const CHECK_IN_OPENS_HOURS = 2;

/** How a code is shown and typed: two groups of five, so it is read aloud without losing a character. */
export const formatCheckInCode = (code: string): string => `${code.slice(0, 5)} ${code.slice(5)}`;

/** A code as typed, with its spaces and dashes gone and in capitals, as it is stored. */
export const normalizeCheckInCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** The share of a cohort's sessions, in percent, an attendee comes to for a certificate (null: none). */
export const certificateShareField = {
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 100,
  errorMessage: 'Please enter a share of sessions from 1 to 100 percent',
  description: 'The share of its sessions (percent) an attendee comes to for a certificate; null: none.',
} as const;

/** Why a check-in is refused (422 on code). */
export const CHECK_IN_MESSAGES = {
  unknownCode: 'No attendee of this schedule has this code.',
  notConfirmed: 'This booking is not confirmed.',
  notOpen: `Check-in opens ${CHECK_IN_OPENS_HOURS} hours before the session starts.`,
  settled: "This schedule's attendance is settled: change it on the booking.",
  notGoingAhead: 'Only a published schedule takes check-ins.',
} as const;

/** Who holds a code: the booker (their own place) or an invitee (their seat). */
export const ATTENDEE_ROLES = ['BOOKER', 'INVITEE'] as const;
export type AttendeeRole = (typeof ATTENDEE_ROLES)[number];

/** An attendee a session expects, and whether (and when) they came. */
export const sessionAttendeeSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', description: "The attendee's check-in code (their QR code's text)." },
    name: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    role: { type: 'string', enum: ATTENDEE_ROLES },
    bookingId: uuidSchema,
    checkedInAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['code', 'name', 'email', 'role', 'bookingId', 'checkedInAt'],
  additionalProperties: false,
} as const;
export type SessionAttendeeResource = FromSchema<typeof sessionAttendeeSchema>;

/** GET …/sessions/{sessionId}/check-ins: the session, who it expects and who came. */
export const sessionCheckInsSchema = {
  type: 'object',
  properties: {
    session: publicScheduleSessionSchema,
    opensAt: { ...timestampField, description: 'When its check-in opens.' },
    settled: {
      type: 'boolean',
      description: "The schedule's attendance is settled (it ended): check-ins no longer change.",
    },
    attendees: { type: 'array', items: sessionAttendeeSchema },
  },
  required: ['session', 'opensAt', 'settled', 'attendees'],
  additionalProperties: false,
} as const;
export type SessionCheckInsResource = FromSchema<typeof sessionCheckInsSchema>;

/** POST …/check-ins: the attendee checked in, and whether they were already. */
export const checkInResultSchema = {
  type: 'object',
  properties: {
    attendee: sessionAttendeeSchema,
    alreadyCheckedIn: { type: 'boolean' },
  },
  required: ['attendee', 'alreadyCheckedIn'],
  additionalProperties: false,
} as const;
export type CheckInResultResource = FromSchema<typeof checkInResultSchema>;

/** POST …/check-ins: the code scanned or typed. */
export const checkInSchema = {
  type: 'object',
  properties: {
    code: {
      type: 'string',
      transform: ['trim'],
      minLength: 1,
      maxLength: 40,
      errorMessage: 'Please enter the code under the QR code',
    },
  },
  required: ['code'],
  additionalProperties: false,
} as const;
export type CheckInInput = FromSchema<typeof checkInSchema>;

/** Path of one attendee's check-in at a session. */
export const checkInParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, sessionId: uuidSchema, code: { type: 'string', maxLength: 40 } },
  required: ['id', 'sessionId', 'code'],
  additionalProperties: false,
} as const;
