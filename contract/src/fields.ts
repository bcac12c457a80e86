/**
 * Field schemas shared by several resources, each carrying its SPEC.md §5 rule and message. A message of
 * SPEC.md is written here (or in the one resource file that alone uses it), nowhere else.
 */

/** Email: trimmed, lowercased, valid (SPEC.md §5, user and tenant forms). */
export const emailField = {
  type: 'string',
  transform: ['trim', 'toLowerCase'],
  format: 'email',
  maxLength: 255,
  errorMessage: 'Please enter a valid email address',
} as const;

/** Slug: lowercase letters, digits and hyphens, at least 3 characters (SPEC.md §5). */
export const slugField = {
  type: 'string',
  transform: ['trim', 'toLowerCase'],
  minLength: 3,
  maxLength: 255,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
} as const;

/** A display name or title of 1 to 255 characters. */
export const nameField = { type: 'string', transform: ['trim'], minLength: 1, maxLength: 255 } as const;

/** A timestamp as the API writes it (ISO 8601, UTC). */
export const timestampField = { type: 'string', format: 'date-time' } as const;

/**
 * The years a date sent to the API may fall in: no booking, session or certificate lies outside them, and
 * every date inside is one PostgreSQL and JavaScript both read (year 0 and 9999 answered 500 before).
 */
const IN_RANGE_YEAR = '^(19|2[01])\\d{2}-';
export const DATE_RANGE_MESSAGE = 'Please enter a date from 1900 to 2199';

/** A calendar day (YYYY-MM-DD) sent to the API, read as a UTC day where a filter takes it. */
export const dayField = {
  type: 'string',
  format: 'date',
  pattern: IN_RANGE_YEAR,
  errorMessage: { format: 'Please enter a date as YYYY-MM-DD', pattern: DATE_RANGE_MESSAGE },
} as const;

/** An instant sent to the API (ISO 8601 with its offset), in the same years. */
export const instantField = {
  type: 'string',
  format: 'date-time',
  pattern: IN_RANGE_YEAR,
  errorMessage: { pattern: DATE_RANGE_MESSAGE },
} as const;

/** Length of a one-time code (SPEC.md §9). */
export const OTP_LENGTH = 6;

/** A one-time code: exactly six digits (SPEC.md §5). */
export const otpField = {
  type: 'string',
  transform: ['trim'],
  pattern: `^[0-9]{${OTP_LENGTH}}$`,
  errorMessage: 'Please enter a valid 6-OTP code',
} as const;

/**
 * 422 on `answers.<questionId>` for a question that must be answered and was not: a job posting's
 * enabled interview questions, a workshop's required booking questions.
 */
export const ANSWER_REQUIRED_MESSAGE = 'Please answer this question.';

/** The form field of an answer: `answers.<questionId>`, which is also the key of its error. */
export const answerField = (questionId: string): string => `answers.${questionId}`;
