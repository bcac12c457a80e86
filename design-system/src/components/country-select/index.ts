export type { Country, CountrySelectProps } from './country-select.tsx';
export { CountrySelect } from './country-select.tsx';
