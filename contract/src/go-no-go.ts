import type { FromSchema } from 'json-schema-to-ts';

/**
 * A go/no-go on minimum seats (issue 38): a schedule of a workshop that needs more than one seat decides,
 * some hours before its first session, whether it runs. Short of its minimum, its coach is asked to run it
 * anyway or cancel; with no answer by the deadline it is cancelled and every payer refunded in full.
 */

export const GO_DECISIONS = ['RUN', 'CANCELLED'] as const;
export type GoDecision = (typeof GO_DECISIONS)[number];

export const GO_NO_GO_DEFAULT_HOURS = 48;
export const GO_NO_GO_MAX_HOURS = 720;

/** How long before the deadline its coach is asked (or at once, when the schedule is published later). */
export const GO_NO_GO_ASK_HOURS = 24;

/** How many hours before the first session the decision falls, as a schedule's form sets it. */
export const goNoGoHoursField = {
  type: 'integer',
  minimum: 1,
  maximum: GO_NO_GO_MAX_HOURS,
  errorMessage: `Please enter a number of hours from 1 to ${GO_NO_GO_MAX_HOURS}`,
  description: 'How many hours before its first session a schedule short of its minimum is decided.',
} as const;

/** What the workshop and booking pages say of a schedule short of its minimum. */
export const seatsToRunText = (seats: number): string => `Needs ${seats} more to run`;

/** Why a coach's "run it anyway" is refused (422). */
export const GO_NO_GO_MESSAGES = {
  nothingToDecide: 'This schedule has nothing to decide: it has its minimum of seats, or it was decided.',
} as const;

/** A schedule's go/no-go as its coach reads it: null when its workshop needs one seat (nothing to decide). */
export const goNoGoSchema = {
  type: ['object', 'null'],
  properties: {
    minSeats: { type: 'integer' },
    seatsToRun: {
      type: 'integer',
      description: 'Confirmed seats it still needs to run; 0 once it has them.',
    },
    deadline: { type: 'string', format: 'date-time', description: 'When it is decided.' },
    askedAt: { type: ['string', 'null'], format: 'date-time' },
    decision: { type: ['string', 'null'], enum: [...GO_DECISIONS, null] },
  },
  required: ['minSeats', 'seatsToRun', 'deadline', 'askedAt', 'decision'],
  additionalProperties: false,
} as const;
export type GoNoGoResource = FromSchema<typeof goNoGoSchema>;
