import type { FromSchema } from 'json-schema-to-ts';
import { CANCELLATION_REASON_REQUIRED, seatsField } from './booking.ts';
import { cancellationTierSchema } from './cancellation-policy.ts';
import { uuidSchema } from './common.ts';

/**
 * Cancelling a booking's seats (issue 23): the quote the confirmation dialog shows first, then the
 * cancellation of some or all of them, refunded as the workshop's policy (cancellation-policy.ts) says.
 */

/** Query of a cancellation quote: how many seats would be cancelled (default: all the booking has). */
export const cancellationQuoteQuerySchema = {
  type: 'object',
  properties: {
    seats: {
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      description: 'Seats to cancel; all of the booking when absent.',
      errorMessage: seatsField.errorMessage,
    },
  },
  additionalProperties: false,
} as const;
export type CancellationQuoteQuery = FromSchema<typeof cancellationQuoteQuerySchema>;

/** What cancelling would give back now, as the confirmation dialog shows it. */
export const cancellationQuoteSchema = {
  type: 'object',
  properties: {
    seats: { type: 'integer', description: 'The seats quoted.' },
    refund: { type: 'number', description: 'The amount given back, as a decimal of the currency.' },
    currency: { type: 'string' },
    refundPercent: { type: 'integer', minimum: 0, maximum: 100 },
    tier: {
      oneOf: [cancellationTierSchema, { type: 'null' }],
      description:
        'The tier of the policy that applies now; null when none does (no refund) or when the caller is the coach or the platform (always in full).',
    },
  },
  required: ['seats', 'refund', 'currency', 'refundPercent', 'tier'],
  additionalProperties: false,
} as const;
export type CancellationQuoteResource = FromSchema<typeof cancellationQuoteSchema>;

/**
 * Body of cancelling seats of a booking: how many and, optionally, which attendee seats go with them
 * (the seats left must still cover the attendee seats left). All of them cancels the booking.
 */
export const cancelSeatsSchema = {
  type: 'object',
  properties: {
    seats: {
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      description: 'How many seats to cancel.',
      errorMessage: seatsField.errorMessage,
    },
    seatIds: {
      type: 'array',
      items: uuidSchema,
      uniqueItems: true,
      maxItems: 1000,
      description: 'The attendee seats (booking seats) cancelled with them.',
    },
    cancellationReason: {
      type: 'string',
      transform: ['trim'],
      minLength: 1,
      maxLength: 1000,
      errorMessage: CANCELLATION_REASON_REQUIRED,
    },
  },
  required: ['seats', 'cancellationReason'],
  additionalProperties: false,
} as const;
export type CancelSeatsInput = FromSchema<typeof cancelSeatsSchema>;

/** More seats to cancel than the booking has. */
export const tooManySeatsToCancelMessage = (seats: number): string =>
  `This booking has ${seats} ${seats === 1 ? 'seat' : 'seats'}.`;
/** Seats cancelled only from a booking that is paid or confirmed. */
export const CANCEL_SEATS_STATUS_MESSAGE = 'Only a confirmed booking can have some of its seats cancelled.';
/** An attendee seat named that is not one of the booking's. */
export const UNKNOWN_ATTENDEE_SEAT_MESSAGE = 'The selected seat is not one of this booking.';
/** Naming more attendee seats than the seats cancelled. */
export const TOO_MANY_ATTENDEE_SEATS_MESSAGE = 'Name at most as many attendee seats as seats cancelled.';
