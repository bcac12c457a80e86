/**
 * One clock (DESIGN.md "One clock, and nothing silent"): every time a person reads, on a page, in a mail or
 * in a PDF, is written by this file. A session's time is shown in the session's own zone with the zone
 * named ("Tue, Dec 1, 2026, 8:00 AM CST"), and with the reader's own time beside it when it differs
 * ("(3:00 PM your time)"). A time that belongs to no session (a deadline, a row's date) is shown in the
 * reader's zone, named. A mail knows its reader's zone when their account names one (users.timezone), else
 * it shows the session's alone.
 * English (en-US) until translations pass the reader's locale: the API and the browser then print the same
 * words, which the clock test compares.
 */

export interface ClockOptions {
  /** The reader's IANA zone, when known (the browser's); their own time is added when it reads otherwise. */
  readerZone?: string;
  locale?: string;
}

type Instant = string | Date;

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, zone and shape: building an Intl.DateTimeFormat costs far more than using one. */
function formatter(locale: string, timeZone: string, shape: 'full' | 'time' | 'day'): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${shape}`;
  let format = formats.get(key);
  if (!format) {
    const options =
      shape === 'full'
        ? { ...DAY, ...TIME, timeZoneName: 'short' as const }
        : shape === 'time'
          ? TIME
          : { weekday: 'short' as const, month: 'short' as const, day: 'numeric' as const };
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A zone Intl knows, else UTC: a schedule saved with a zone this runtime lacks still reads, in UTC, named. */
export function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * Intl's spacing as plain spaces: ICU versions differ (Node's and the browser's) in where they put narrow and
 * thin spaces, and a time must read the same in a mail and on the page that shows it.
 */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

const dateOf = (instant: Instant) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The reader's own reading of a time (or span), or nothing when it reads the same in both zones. */
function readerSide(instants: [Date] | [Date, Date], zone: string, options: ClockOptions): string {
  const locale = options.locale ?? 'en-US';
  const reader = options.readerZone && knownZone(options.readerZone);
  if (!reader || reader === zone) return '';
  const read = (timeZone: string, shape: 'time' | 'day') =>
    instants.map((instant) => formatter(locale, timeZone, shape).format(instant)).join(' ');
  const sameDay = read(zone, 'day') === read(reader, 'day');
  if (sameDay && read(zone, 'time') === read(reader, 'time')) return '';
  const there = (instant: Date) => ({
    day: formatter(locale, reader, 'day').format(instant),
    time: formatter(locale, reader, 'time').format(instant),
  });
  const start = there(instants[0]);
  const first = sameDay ? start.time : `${start.day}, ${start.time}`;
  if (instants.length === 1) return ` (${first} your time)`;
  const end = there(instants[1]);
  const last = end.day === start.day ? end.time : `${end.day}, ${end.time}`;
  return ` (${first} – ${last} your time)`;
}

/** An instant in `timeZone`, named: "Tue, Dec 1, 2026, 8:00 AM CST", the reader's time beside it. */
export function formatTime(instant: Instant, timeZone: string, options: ClockOptions = {}): string {
  const zone = knownZone(timeZone);
  const date = dateOf(instant);
  return plain(
    `${formatter(options.locale ?? 'en-US', zone, 'full').format(date)}${readerSide([date], zone, options)}`,
  );
}

/** A session from start to end in its zone: "Tue, Dec 1, 2026, 8:00 – 10:00 AM CST", the reader's beside it. */
export function formatSpan(
  start: Instant,
  end: Instant,
  timeZone: string,
  options: ClockOptions = {},
): string {
  const zone = knownZone(timeZone);
  const dates: [Date, Date] = [dateOf(start), dateOf(end)];
  const range = formatter(options.locale ?? 'en-US', zone, 'full').formatRange(...dates);
  return plain(`${range}${readerSide(dates, zone, options)}`);
}

/**
 * A time of every day, set in UTC (the coaches' daily summary of new bookings, decision 0078), named, with
 * the reader's own time of day beside it when it reads otherwise: "7:00 AM UTC (8:00 AM your time)". The
 * reader's side is today's, as their summer time moves it.
 */
export function formatDailyUtcTime(hour: number, options: ClockOptions & { today?: Date } = {}): string {
  const locale = options.locale ?? 'en-US';
  const today = options.today ?? new Date();
  const instant = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour));
  const utc = formatter(locale, 'UTC', 'time').format(instant);
  const reader = options.readerZone ? knownZone(options.readerZone) : 'UTC';
  const theirs = formatter(locale, reader, 'time').format(instant);
  return plain(`${utc} UTC${theirs === utc ? '' : ` (${theirs} your time)`}`);
}

/** What a schedule's sessions summary needs: its span, zone, and how many sessions at which rhythm. */
export interface SessionsSummaryOf {
  startDate: Instant;
  endDate: Instant;
  timezone: string;
  sessionCount: number;
  cadence: 'WEEKLY' | null;
}

/**
 * When a schedule runs: a one-session schedule as its span ("Tue, Mar 3, 2026, 6:00 – 8:00 PM CET"), a
 * cohort as its count and rhythm from its first session ("6 sessions, weekly from Tue, Mar 3, 2026,
 * 6:00 PM CET"), the reader's time beside it as everywhere.
 */
export function formatSessions(schedule: SessionsSummaryOf, options: ClockOptions = {}): string {
  if (schedule.sessionCount <= 1)
    return formatSpan(schedule.startDate, schedule.endDate, schedule.timezone, options);
  const rhythm = schedule.cadence === 'WEEKLY' ? ', weekly' : '';
  return `${schedule.sessionCount} sessions${rhythm} from ${formatTime(schedule.startDate, schedule.timezone, options)}`;
}
