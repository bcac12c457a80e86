import type { FromSchema } from 'json-schema-to-ts';
import { countryField } from './countries.ts';

/**
 * Taxes (issue 34; docs/decisions/0101-taxes.md): where a team is registered for tax and the rates it
 * charges, and the VAT ID a business buyer gives. Which tax a booking carries is the pricing service's
 * rule (api/src/pricing/tax-treatment.ts); the format of a VAT ID is checked here, offline (there is no
 * network to VIES), so the booking page and the API say the same.
 */

/** The member states of the EU, by ISO 3166-1 code. */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

/**
 * The format of each member state's VAT ID after its prefix (the EU's published formats; Greece's prefix
 * is EL). Check digits are not verified: a format error is what a buyer mistypes most, and only VIES
 * can tell a number that exists.
 */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  HR: /^\d{11}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  DE: /^\d{9}$/,
  EL: /^\d{9}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LV: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SK: /^\d{10}$/,
  SI: /^\d{8}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  SE: /^\d{12}$/,
};

export const TAX_MESSAGES = {
  vatIdFormat: 'This VAT ID is not in the format of its country.',
  vatIdPrefix: 'A VAT ID starts with the two letters of its EU country, as DE123456789.',
  taxIdNeedsCountry: 'Give the country you are registered in before a tax ID.',
  ratesNeedCountry: 'Give the country you are registered in before its rates.',
} as const;

/** A VAT ID as typed, without spaces, dots or dashes and upper-cased: the form it is checked and kept in. */
export const normalVatId = (vatId: string): string => vatId.replace(/[\s.-]/g, '').toUpperCase();

/** The member state of a VAT ID (by its prefix; EL is Greece), or undefined when it names none. */
export function vatIdCountry(vatId: string): string | undefined {
  const prefix = normalVatId(vatId).slice(0, 2);
  const country = prefix === 'EL' ? 'GR' : prefix;
  return EU_MEMBER_STATES.has(country) ? country : undefined;
}

/** Why a VAT ID cannot be one (TAX_MESSAGES), or undefined when its format is its country's. */
export function vatIdProblem(vatId: string): string | undefined {
  const normal = normalVatId(vatId);
  const format = VAT_FORMATS[normal.slice(0, 2)];
  if (!format) return TAX_MESSAGES.vatIdPrefix;
  return format.test(normal.slice(2)) ? undefined : TAX_MESSAGES.vatIdFormat;
}

/** What a tax is called on a breakdown: VAT when the seller is in the EU, else tax. */
export const TAX_LABELS = {
  vat: 'VAT',
  tax: 'Tax',
  reverseCharge: 'Reverse charge',
  outsideEu: 'VAT not charged (outside the EU)',
  notCharged: 'VAT not charged',
} as const;

/** What an invoice says of a reverse charge (Article 196 of the VAT Directive). */
export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC).';

/** Who a price is for, as far as tax goes: a quote's buyer country and VAT ID (the booking's address has them). */
export const buyerTaxFields = {
  country: {
    ...countryField,
    description: "The buyer's country (default: the team's, so the price a buyer there pays).",
  },
  vatId: {
    type: 'string',
    transform: ['trim', 'toUpperCase'],
    maxLength: 20,
    description: "The buyer's VAT ID, for the reverse charge.",
  },
} as const;

const rateField = {
  type: 'number',
  minimum: 0,
  maximum: 50,
  multipleOf: 0.01,
  errorMessage: 'A rate is a percentage from 0 to 50.',
} as const;

/** A team's registration for tax, as the API shows it and takes it (PUT /v1/t/tax-registration). */
export const taxRegistrationSchema = {
  type: 'object',
  properties: {
    country: {
      anyOf: [countryField, { type: 'null' }],
      description: 'Where the team is registered for tax; null: it is not, and charges none.',
    },
    taxId: {
      type: ['string', 'null'],
      transform: ['trim'],
      maxLength: 32,
      description: 'Its VAT or tax number, printed on its invoices.',
    },
    pricesIncludeTax: {
      type: 'boolean',
      description: 'Whether its prices include the tax (else it is added to them).',
    },
    defaultRate: {
      anyOf: [rateField, { type: 'null' }],
      description: 'The rate for buyers in a country without a rate of its own (its home rate).',
    },
    rates: {
      type: 'array',
      maxItems: 60,
      items: {
        type: 'object',
        properties: { country: countryField, ratePercent: rateField },
        required: ['country', 'ratePercent'],
        additionalProperties: false,
      },
      description: 'Rates by buyer country (the EU’s one-stop shop charges a consumer their own country’s).',
    },
  },
  required: ['country', 'taxId', 'pricesIncludeTax', 'defaultRate', 'rates'],
  additionalProperties: false,
} as const;
export type TaxRegistrationResource = FromSchema<typeof taxRegistrationSchema>;

/** The EU's standard VAT rates (2026), offered as a team's rates by country: the team decides. */
export const EU_STANDARD_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 24,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
};
