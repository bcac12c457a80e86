import { fullFormats } from 'ajv-formats/dist/formats.js';
import { RESERVED_USERNAMES } from './user.ts';

/**
 * The plain functions a compiled validator calls (transforms, `descendingBy`, formats). They live apart
 * from ajv.ts so that the browser's validators, compiled ahead of time, import them without AJV's compiler.
 */

/**
 * A domain as SPEC.md §5 keeps it: `https://` plus the host, whatever scheme, path or case was typed
 * ("Example.com/about" → "https://example.com"). Text that is no URL at all is left for `pattern` to refuse.
 */
export function toHttpsOrigin(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return `https://${new URL(withScheme).hostname}`;
  } catch {
    return trimmed;
  }
}

/** The string transforms the `transform` keyword knows, applied in order before the other rules. */
export const transforms = {
  trim: (text: string) => text.trim(),
  toLowerCase: (text: string) => text.toLowerCase(),
  toUpperCase: (text: string) => text.toUpperCase(),
  toHttpsOrigin,
} as const;
export type StringTransform = keyof typeof transforms;
export const STRING_TRANSFORMS = Object.keys(transforms) as StringTransform[];

/**
 * The `descendingBy` keyword: the items' `property` strictly decreases (a cancellation policy's tiers,
 * longest notice first), which JSON Schema cannot say. Items without a number are left to their own schema.
 */
export function isDescendingBy(items: unknown[], property: string): boolean {
  const values = items.map((item) =>
    item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[property] : undefined,
  );
  return values.every((value, index) => {
    const before = values[index - 1];
    return typeof value !== 'number' || typeof before !== 'number' || value < before;
  });
}

/** An IANA zone the runtime's Intl knows ("Europe/Berlin"): what the one clock can write times in. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * ajv-formats' formats (email, uri, uuid, date-time...), `unreserved-username` (a name no page of the shell
 * takes) and `time-zone`.
 */
export const formats = {
  ...fullFormats,
  'time-zone': { type: 'string', validate: isTimeZone },
  'unreserved-username': {
    type: 'string',
    validate: (value: string) => !(RESERVED_USERNAMES as readonly string[]).includes(value),
  },
} as const;
