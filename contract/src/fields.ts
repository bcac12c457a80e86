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

/** Length of a one-time code (SPEC.md §9). */
export const OTP_LENGTH = 6;

/** A one-time code: exactly six digits (SPEC.md §5). */
export const otpField = {
  type: 'string',
  transform: ['trim'],
  pattern: `^[0-9]{${OTP_LENGTH}}$`,
  errorMessage: 'Please enter a valid 6-OTP code',
} as const;
