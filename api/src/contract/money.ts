/**
 * Money in the API (DESIGN.md "Money and seats"): prices travel as decimals with two places (49.99) and
 * are stored as integer minor units with an ISO 4217 currency; these helpers are the one conversion.
 */

/** Default currency of a tenant's prices. */
export const DEFAULT_CURRENCY = 'USD';

/** A price as the API reads it: 0 to 1,000,000 in steps of one cent. */
export const priceField = { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 0.01 } as const;

/** An ISO 4217 currency code. */
export const currencyField = {
  type: 'string',
  transform: ['trim', 'toUpperCase'],
  pattern: '^[A-Z]{3}$',
} as const;

/** 49.99 → 4999 (rounded, so binary fractions such as 0.1 + 0.2 never lose a cent). */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);

/** 4999 → 49.99 */
export const fromMinorUnits = (minor: number): number => minor / 100;
