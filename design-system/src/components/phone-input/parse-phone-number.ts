import type { Country } from '../country-select/country-select.tsx';

/**
 * The country most people mean by a dialling code several countries share (the list is sorted by name, so
 * "+44" would otherwise be Guernsey and "+1" Canada). Used after the current choice and `defaultCountry`.
 */
const MAIN_COUNTRY_BY_DIAL_CODE: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+44': 'GB',
  '+47': 'NO',
  '+61': 'AU',
  '+64': 'NZ',
  '+212': 'MA',
  '+262': 'RE',
  '+290': 'SH',
  '+358': 'FI',
  '+377': 'MC',
  '+500': 'FK',
  '+590': 'GP',
  '+672': 'NF',
};

export interface ParsedPhoneNumber {
  /** The country whose dialling code starts the number; undefined without a leading `+` or a known code. */
  country: Country | undefined;
  /** The rest of the number as written (spaces kept), without the dialling code. */
  number: string;
}

/**
 * Splits an international number ("+49 30 1234567") into its country and the national part ("30 1234567")
 * by the longest dialling code its digits start with, so "+1 876 555 0100" is Jamaica (+1876), not the
 * United States (+1). Among countries sharing the code, `preferred` codes win in order, then the main one.
 */
export function parsePhoneNumber(
  value: string,
  countries: readonly Country[],
  preferred: ReadonlyArray<string | undefined> = [],
): ParsedPhoneNumber {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return { country: undefined, number: trimmed };
  const digits = trimmed.replace(/\D/g, '');
  let dialCode: string | undefined;
  for (const country of countries) {
    const code = country.dialCode.replace(/\D/g, '');
    if (digits.startsWith(code) && code.length > (dialCode?.length ?? 0)) dialCode = code;
  }
  if (dialCode === undefined) return { country: undefined, number: trimmed };

  const candidates = countries.filter((country) => country.dialCode.replace(/\D/g, '') === dialCode);
  const wanted = [...preferred, MAIN_COUNTRY_BY_DIAL_CODE[`+${dialCode}`]];
  const country =
    wanted.map((code) => candidates.find((candidate) => candidate.code === code)).find(Boolean) ??
    candidates[0];

  // Skip the "+" and as many digits as the code has, keeping whatever spacing follows.
  let consumed = 0;
  let index = 1;
  while (index < trimmed.length && consumed < dialCode.length) {
    if (/\d/.test(trimmed.charAt(index))) consumed += 1;
    index += 1;
  }
  return { country, number: trimmed.slice(index).trim() };
}

/** The international string the form keeps: "+49 30 1234567", or "" while no number is typed. */
export function formatPhoneNumber(country: Country | undefined, number: string): string {
  const national = number.trim();
  if (national === '') return '';
  return country ? `${country.dialCode} ${national}` : national;
}
