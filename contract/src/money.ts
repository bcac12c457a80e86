import * as ISO_4217 from 'dinero.js/currencies';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * Money in the API (DESIGN.md "Money and seats"): prices travel as decimals (49.99, 1000 JPY, 1.5 KWD) and
 * are stored as integer minor units of their own ISO 4217 currency. This file is the one place that knows how
 * many digits a currency's minor unit has (dinero.js's ISO 4217 table;
 * docs/decisions/0019-currency-digits-come-from-dinero-js-iso-4217-table-not-from-intl.md says why not
 * Intl's): every conversion and every printed amount, in the API and in the browser, goes through it.
 */

/** Default currency of a tenant's prices. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * A price as the API reads it: 0 to 1,000,000 in steps of 0.01. A currency may allow fewer decimals
 * (priceFits); none is allowed more, since Stripe takes three-digit currencies (KWD) only in tens.
 */
export const priceField = { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 0.01 } as const;

/** An ISO 4217 currency code. */
export const currencyField = {
  type: 'string',
  transform: ['trim', 'toUpperCase'],
  pattern: '^[A-Z]{3}$',
} as const;

/** The ISO 4217 table by code; a module namespace has no prototype, so only currencies are found in it. */
const CURRENCIES: Readonly<
  Record<string, { base: number | readonly number[]; exponent: number } | undefined>
> = ISO_4217;

/**
 * Digits of a currency's minor unit (case-insensitive code): JPY 0, USD 2, KWD 3. A code outside ISO 4217
 * counts 2, as Intl does, and so do MGA and MRU, whose table entry is a fifth rather than a power of ten
 * (ISO 4217 lists 2 for both).
 */
export function currencyDigits(currency: string): number {
  const entry = CURRENCIES[currency.toUpperCase()];
  return entry?.base === 10 ? entry.exponent : 2;
}

/**
 * The ISO 4217 currencies whose minor unit is not a hundredth, with their digits: what SQL that turns minor
 * units into amounts across currencies (a CASE on the currency column, else 2) has to name.
 */
export const currenciesNotInHundredths = (): Array<[code: string, digits: number]> =>
  Object.keys(CURRENCIES)
    .map((code): [string, number] => [code, currencyDigits(code)])
    .filter(([, digits]) => digits !== 2);

/** A decimal amount in minor units of its currency: 1000 JPY → 1000, 30 USD → 3000, 1.5 KWD → 1500. */
export const toMinorUnits = (amount: number, currency: string): number =>
  // Rounded, so binary fractions such as 0.1 + 0.2 never lose a minor unit.
  Math.round(amount * 10 ** currencyDigits(currency));

/** Minor units of a currency as the decimal the API shows: 1000 JPY → 1000, 3000 USD → 30, 1500 KWD → 1.5. */
export const fromMinorUnits = (minor: number, currency: string): number =>
  minor / 10 ** currencyDigits(currency);

/** Decimals a price may have in a currency: its digits, at most the two of priceField. */
export const priceDecimals = (currency: string): number => Math.min(2, currencyDigits(currency));

/** Whether a price (already within priceField) can be charged in a currency: 1000.5 JPY cannot. */
export function priceFits(price: number, currency: string): boolean {
  const scaled = price * 10 ** priceDecimals(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** What a price that does not fit its currency is told. */
export function priceDecimalsMessage(currency: string): string {
  const decimals = priceDecimals(currency);
  return decimals === 0
    ? `Prices in ${currency} are whole numbers.`
    : `Prices in ${currency} have at most ${decimals} decimals.`;
}

/**
 * An amount (a decimal, as the API shows it) as people read it, always with its currency's own digits:
 * "$30.00", "¥1,000", "KWD 1.500". `locale` undefined is the reader's (the browser's, or the server's).
 */
export function formatAmount(amount: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Minor units of a currency as people read them (formatAmount): 1500 KWD → "KWD 1.500". */
export const formatMinorUnits = (minor: number, currency: string, locale?: string): string =>
  formatAmount(fromMinorUnits(minor, currency), currency, locale);

/** A line of a price that changes its subtotal (a tier, a code): negative when it takes off. */
const priceLineSchema = {
  type: 'object',
  properties: { label: { type: 'string' }, amount: { type: 'number' } },
  required: ['label', 'amount'],
  additionalProperties: false,
} as const;

/**
 * What seats cost, line by line, as the server priced them (api/src/pricing/): pages and mails show these
 * figures and never compute one of their own. Amounts are decimals of `currency`.
 */
export const priceBreakdownSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string' },
    unitPrice: { type: 'number', description: 'One seat.' },
    seats: { type: 'integer' },
    subtotal: { type: 'number', description: 'unitPrice × seats.' },
    adjustments: { type: 'array', items: priceLineSchema },
    taxes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...priceLineSchema.properties,
          ratePercent: { type: 'number' },
          included: { type: 'boolean', description: 'Included in the price: adds nothing to the total.' },
        },
        required: ['label', 'amount', 'ratePercent', 'included'],
        additionalProperties: false,
      },
    },
    total: { type: 'number' },
  },
  required: ['currency', 'unitPrice', 'seats', 'subtotal', 'adjustments', 'taxes', 'total'],
  additionalProperties: false,
} as const;

export type PriceBreakdownResource = FromSchema<typeof priceBreakdownSchema>;
