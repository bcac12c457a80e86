import { COUNTRIES } from './countries.ts';

/** A billing address as a booking stores it (bookingAddressSchema). */
export interface PostalAddress {
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * Countries that write the postal code after the town and region ("Chicago, IL 60611"); most others put
 * it before the town ("10115 Berlin"). Not every national rule, but what a reader of each expects to see.
 */
const CODE_AFTER_TOWN = new Set(['US', 'CA', 'AU', 'GB', 'IE', 'NZ', 'IN', 'BR', 'MX', 'JP', 'KR', 'ZA']);

/** A country's English name from its ISO code, or the code when it is not one we list. */
export const countryName = (code: string): string =>
  COUNTRIES.find((country) => country.code === code.toUpperCase())?.name ?? code;

/**
 * An address as its lines, in the order its country writes them, the country named in full: the one
 * rule for the booking pages and the invoice alike.
 */
export function addressLines(address: PostalAddress): string[] {
  const { city, state, zip } = address;
  const town = CODE_AFTER_TOWN.has(address.country.toUpperCase())
    ? `${[city, state].filter(Boolean).join(', ')} ${zip}`
    : `${zip} ${[city, state].filter(Boolean).join(', ')}`;
  return [address.addressLine1, address.addressLine2 ?? '', town.trim(), countryName(address.country)].filter(
    (line) => line.trim() !== '',
  );
}
