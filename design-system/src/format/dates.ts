/**
 * Dates and times as every area shows them, in the viewer's locale. An absent value reads "—", so a
 * table cell of a missing date needs no check of its own.
 */

const MISSING = '—';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per options and zone: building an Intl.DateTimeFormat costs far more than using one. */
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, options);
    formats.set(key, format);
  }
  return format;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * When something happens: "Mon, Dec 1, 2026, 4:00 PM", in `timeZone` when given (a schedule's own zone),
 * else the viewer's. A zone the browser does not know falls back to the viewer's rather than failing.
 */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return MISSING;
  const date = new Date(iso);
  try {
    return formatter(`date-time ${timeZone ?? ''}`, { ...DATE_TIME, timeZone }).format(date);
  } catch {
    return formatter('date-time ', DATE_TIME).format(date);
  }
}

/** A day: "Dec 1, 2026". */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return MISSING;
  return formatter('day', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** A month of the API's figures ("2026-12", a calendar month, not an instant) as a short label: "Dec 26". */
export function formatMonth(month: string): string {
  return formatter('month', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** A value of one of the API's enumerations as words: "IN-PERSON" → "In-person", "NO_SHOW" → "No show". */
export function formatEnum(value: string): string {
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
