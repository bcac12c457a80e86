import type { FromSchema } from 'json-schema-to-ts';

/**
 * A workshop's cancellation policy (issue 23): tiers, from the longest notice to the shortest, each
 * saying what part of the price a client's cancellation gives back while the session is at least that
 * many hours away; after the last tier, nothing. A cancellation by the coach or the platform always
 * refunds in full (bookings/cancellation-refund.ts).
 */

/** Refund percentages outside 0..100. */
export const REFUND_PERCENT_MESSAGE = 'The refund must be between 0 and 100 percent.';
/** Hours before the start that are not a whole number above 0. */
export const HOURS_BEFORE_MESSAGE = 'Hours before the start must be a whole number above 0.';
/** Tiers out of order, or two with the same hours. */
export const TIERS_ORDER_MESSAGE = 'Each tier must end fewer hours before the start than the one above it.';
/** More tiers than MAX_CANCELLATION_TIERS. */
export const TIERS_COUNT_MESSAGE = 'A cancellation policy has at most 5 tiers.';

export const MAX_CANCELLATION_TIERS = 5;

/** One tier: until `hoursBefore` hours before the start, `refundPercent` of the price comes back. */
export const cancellationTierSchema = {
  type: 'object',
  properties: {
    hoursBefore: {
      type: 'integer',
      minimum: 1,
      maximum: 8760,
      description: 'The tier holds while the session starts at least this many hours later.',
      errorMessage: HOURS_BEFORE_MESSAGE,
    },
    refundPercent: {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      description: 'The part of the price of the cancelled seats given back.',
      errorMessage: REFUND_PERCENT_MESSAGE,
    },
  },
  required: ['hoursBefore', 'refundPercent'],
  additionalProperties: false,
} as const;
export type CancellationTier = FromSchema<typeof cancellationTierSchema>;

/** The policy of a workshop that sets none: full refund until 24 hours before, nothing after. */
export const DEFAULT_CANCELLATION_POLICY: readonly CancellationTier[] = [
  { hoursBefore: 24, refundPercent: 100 },
];

/** A policy as a workshop's form sends it: its tiers, longest notice first (the `descendingBy` keyword, ajv.ts). */
export const cancellationPolicyField = {
  type: 'array',
  items: cancellationTierSchema,
  maxItems: MAX_CANCELLATION_TIERS,
  descendingBy: 'hoursBefore',
  description:
    'Refund tiers, longest notice first (hoursBefore strictly decreasing); after the last tier nothing is refunded. Default: 100 % until 24 hours before.',
  errorMessage: { maxItems: TIERS_COUNT_MESSAGE, descendingBy: TIERS_ORDER_MESSAGE },
} as const;

/** When a session's reminders may go out, in hours before it starts: a week, a day, an hour. */
export const REMINDER_HOURS_CHOICES = [168, 24, 1] as const;
export type ReminderHours = (typeof REMINDER_HOURS_CHOICES)[number];
/** The reminder of a workshop that chooses none: a day before. */
export const DEFAULT_REMINDER_HOURS: readonly ReminderHours[] = [24];

/** The reminders a workshop's coach chooses (any of a week, 24 hours and an hour before; none at all). */
export const reminderHoursField = {
  type: 'array',
  items: { type: 'integer', enum: REMINDER_HOURS_CHOICES },
  uniqueItems: true,
  maxItems: REMINDER_HOURS_CHOICES.length,
  description: 'Hours before each session that its attendees are reminded: any of 168, 24 and 1.',
  errorMessage: 'Please choose reminders among 1 week, 24 hours and 1 hour before.',
} as const;

/** How a reminder offset reads: "1 week", "24 hours", "1 hour". */
export const reminderLabel = (hours: number): string =>
  hours === 168 ? '1 week' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** A notice in words: whole days from three on, else hours ("7 days", "72 hours" is "3 days", "48 hours"). */
export function noticeLabel(hours: number): string {
  if (hours % 24 === 0 && hours >= 72) return `${hours / 24} days`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * A policy in sentences, the same on the workshop's page, the booking page and the booking: "Full refund
 * until 7 days before the start.", "50% refund until 48 hours before the start.", "No refund after that."
 */
export function describeCancellationPolicy(policy: readonly CancellationTier[]): string[] {
  const lines = policy.map(({ hoursBefore, refundPercent }) => {
    const what =
      refundPercent === 100 ? 'Full refund' : refundPercent === 0 ? 'No refund' : `${refundPercent}% refund`;
    return `${what} until ${noticeLabel(hoursBefore)} before the start.`;
  });
  const last = policy.at(-1);
  if (!last) return ['No refund when you cancel.'];
  if (last.refundPercent > 0) lines.push('No refund after that.');
  return lines;
}

/**
 * The tier that holds `secondsBefore` seconds before the start: the first whose notice is met ("until
 * 7 days before" holds at exactly 7 days), or none (no refund).
 */
export function tierAt(
  policy: readonly CancellationTier[],
  secondsBefore: number,
): CancellationTier | undefined {
  return policy.find((tier) => secondsBefore >= tier.hoursBefore * 3600);
}
