/*
 * Instants read and written as a day and a time of day in an IANA time zone, through Intl only (no date
 * library): a session happens at a wall-clock time in its own zone, whatever the viewer's.
 */

/** The browser's time zone (UTC when it names none): where a viewer is, the default zone to show and take. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA zone the browser knows, UTC always among them, for a time zone picker. */
export function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** A day (`YYYY-MM-DD`) and a time of day (`HH:mm`) in some time zone. */
export interface ZonedDayTime {
  day: string;
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function partsIn(instant: number, timeZone: string): ZonedDayTime {
  const parts = formatIn(timeZone).formatToParts(new Date(instant));
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

/** An instant (ISO text or Date) as the day and time it is in `timeZone`. */
export function fromInstant(instant: string | Date, timeZone: string): ZonedDayTime {
  return partsIn(typeof instant === 'string' ? Date.parse(instant) : instant.getTime(), timeZone);
}

/** The number of calendar days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A span (start and end instants) moved by whole `days` in `timeZone`: each end keeps its time of day
 * there, so a 10:00–12:00 session is still 10:00–12:00 after a daylight-saving change (its length in
 * absolute time then differs by the change, as the clocks do).
 */
export function shiftByDays(
  span: { start: string | Date; end: string | Date },
  days: number,
  timeZone: string,
): { start: string; end: string } {
  const shift = (instant: string | Date) => {
    const { day, time } = fromInstant(instant, timeZone);
    const moved = toInstant(plusDays(day, days), time, timeZone);
    if (!moved) return new Date(instant).toISOString();
    // A time of day reads to the minute: the seconds within it come along as they were.
    const withinMinute = ((new Date(instant).getTime() % 60_000) + 60_000) % 60_000;
    return new Date(Date.parse(moved) + withinMinute).toISOString();
  };
  return { start: shift(span.start), end: shift(span.end) };
}

/** A span moved so that it starts on `toDay` (`YYYY-MM-DD`) in `timeZone`, keeping times of day and days. */
export function moveToDay(
  span: { start: string | Date; end: string | Date },
  toDay: string,
  timeZone: string,
): { start: string; end: string } {
  return shiftByDays(span, daysBetween(fromInstant(span.start, timeZone).day, toDay), timeZone);
}
