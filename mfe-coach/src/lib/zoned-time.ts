/**
 * A schedule's dates are instants with the coach's IANA time zone beside them (docs/decisions.md): the form
 * shows and takes a day and a time in that zone, these turn them into the instant and back.
 */

function partsIn(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour') === '24' ? '00' : get('hour')}:${get('minute')}`,
  };
}

const asUtc = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`);

/** A day (YYYY-MM-DD) and time (HH:mm) in `timeZone` as an ISO instant; undefined while incomplete. */
export function toInstant(day: string, time: string, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const wanted = asUtc(day, time);
  if (Number.isNaN(wanted)) return undefined;
  let guess = wanted;
  // Two rounds settle the zone's offset, daylight saving changes included.
  for (let round = 0; round < 2; round += 1) {
    const seen = partsIn(guess, timeZone);
    guess += wanted - asUtc(seen.day, seen.time);
  }
  return new Date(guess).toISOString();
}

/** An ISO instant as the day and time it is in `timeZone`. */
export function fromInstant(iso: string, timeZone: string): { day: string; time: string } {
  return partsIn(Date.parse(iso), timeZone);
}

/** The browser's time zone, the default of a new schedule. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA zone the browser knows, for the time zone picker. */
export function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
