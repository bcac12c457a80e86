/*
 * Calendar arithmetic on ISO dates (`YYYY-MM-DD`) through UTC, so a date never shifts with the user's
 * time zone or a daylight-saving change. ISO strings also compare correctly as plain strings.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date when `text` is a real calendar date written `YYYY-MM-DD` (not 2025-02-30), else `undefined`. */
export function parseIsoDate(text: string): string | undefined {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  return fromUtc(toUtc(iso)) === iso ? iso : undefined;
}

/** Today in the user's own time zone. */
export function todayIso(): string {
  const now = new Date();
  return fromUtc(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** The date `days` later (earlier when negative). */
export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 month = 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = toUtc(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return fromUtc(date);
}

/** The first day of the date's month. */
export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The last day of the date's month. */
export function endOfMonth(iso: string): string {
  return addDays(addMonths(startOfMonth(iso), 1), -1);
}

/** The day of the week, 0 for Sunday to 6 for Saturday. */
export function weekday(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** Whether a date lies within the optional bounds (inclusive). */
export function isWithin(iso: string, min?: string, max?: string): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}

/** The date moved inside the optional bounds. */
export function clampDate(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

/**
 * The weeks of the month that holds `iso`, each seven dates starting on `weekStartsOn` (0 Sunday,
 * 1 Monday); days of the neighbouring months are `null`.
 */
export function monthWeeks(iso: string, weekStartsOn: number): Array<Array<string | null>> {
  const first = startOfMonth(iso);
  const month = first.slice(0, 7);
  const lead = (weekday(first) - weekStartsOn + 7) % 7;
  const weeks: Array<Array<string | null>> = [];
  let day = addDays(first, -lead);
  while (weeks.length === 0 || day.slice(0, 7) === month) {
    const week: Array<string | null> = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day.slice(0, 7) === month ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Formats a date in the user's language (or `locale`), as a calendar date regardless of time zone. */
export function formatDate(iso: string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(toUtc(iso));
}

/**
 * Where a key moves the focus of a month grid (the WAI-ARIA date grid keys): a day with the arrows, the
 * week's first or last day with Home and End, a month (a year with Shift) with Page Up and Page Down.
 * Undefined for any other key.
 */
export function gridKeyTarget(
  from: string,
  key: string,
  shift: boolean,
  weekStartsOn: number,
): string | undefined {
  const weekStart = addDays(from, -((weekday(from) - weekStartsOn + 7) % 7));
  const months = shift ? 12 : 1;
  const targets: Record<string, string> = {
    ArrowLeft: addDays(from, -1),
    ArrowRight: addDays(from, 1),
    ArrowUp: addDays(from, -7),
    ArrowDown: addDays(from, 7),
    Home: weekStart,
    End: addDays(weekStart, 6),
    PageUp: addMonths(from, -months),
    PageDown: addMonths(from, months),
  };
  return targets[key];
}
