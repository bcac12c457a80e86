const rules = new Intl.PluralRules('en', { type: 'ordinal' });
const SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/**
 * A position as English words write it: 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd" (a place in a
 * waitlist's line). The app's texts are English, so the suffix is English whatever the locale.
 */
export function formatOrdinal(position: number): string {
  return `${position}${SUFFIXES[rules.select(position)] ?? 'th'}`;
}
