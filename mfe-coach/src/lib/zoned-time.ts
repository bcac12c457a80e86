/**
 * A schedule's dates are instants with the coach's IANA time zone beside them
 * (docs/decisions/0010-catalogue.md): the form shows and takes a day and a time in that zone through the
 * design system's `toInstant` / `fromInstant`; these say which zones there are.
 */

/** The browser's time zone, the default of a new schedule. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA zone the browser knows, for the time zone picker. */
export function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
