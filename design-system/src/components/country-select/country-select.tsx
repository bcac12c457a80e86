import { useMemo } from 'react';
import type { SelectProps } from '../select/select.tsx';
import { Select } from '../select/select.tsx';
import type { SelectOption } from '../select/select-option.ts';

/** A country as the contract's `COUNTRIES` list (`@exceed/contract`) describes it. */
export interface Country {
  /** English name, e.g. "Germany". */
  name: string;
  /** International dialling code with its plus, e.g. "+49". */
  dialCode: string;
  /** ISO 3166-1 alpha-2 code, e.g. "DE". */
  code: string;
  /** The flag emoji. */
  flag: string;
}

export interface CountrySelectProps extends Omit<SelectProps, 'options' | 'renderValue'> {
  /** The countries to choose from; apps pass the contract's `COUNTRIES` so the API accepts every one. */
  countries: readonly Country[];
}

/** A country's flag emoji in a font that has flags (Windows' own emoji font shows letters instead). */
export function Flag({ country }: { country: Country }) {
  return <span className="ex-country-select__flag">{country.flag}</span>;
}

/** The countries as Select options: flag and name, found by name or by code. */
export function countryOptions(countries: readonly Country[]): SelectOption[] {
  return countries.map((country) => ({
    value: country.code,
    label: country.name,
    icon: <Flag country={country} />,
    keywords: [country.code],
  }));
}

/**
 * A searchable country picker whose value is the ISO code ("DE"). The list is a prop rather than built in
 * so the design system does not depend on the API package, and the app shows exactly what the API accepts.
 */
export function CountrySelect({
  countries,
  placeholder = 'Select a country',
  searchPlaceholder = 'Search countries...',
  ...rest
}: CountrySelectProps) {
  const options = useMemo(() => countryOptions(countries), [countries]);
  return (
    <Select {...rest} options={options} placeholder={placeholder} searchPlaceholder={searchPlaceholder} />
  );
}
