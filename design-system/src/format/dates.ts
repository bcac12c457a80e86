/**
 * Dates and times as every area shows them. An absent value reads "—", so a
 * table cell of a missing date needs no check of its own.
 */

import {
  formatSessions,
  formatSpan,
  formatTime,
  localTimeZone,
  type SessionsSummaryOf,
} from '@exceed/contract';

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

/**
 * When something happens, by the one clock (@exceed/contract clock.ts): in `timeZone` when given (a
 * session's own zone) with the viewer's time beside it when it differs, else in the viewer's zone; the zone
 * always named: "Tue, Dec 1, 2026, 8:00 AM CST (9:00 AM your time)".
 */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return MISSING;
  const reader = localTimeZone();
  return formatTime(iso, timeZone ?? reader, { readerZone: reader });
}

/** A session from start to end in its own zone, the viewer's beside it: "Tue, Dec 1, 2026, 8:00 – 10:00 AM CST". */
export function formatSessionSpan(start: string, end: string, timeZone: string): string {
  return formatSpan(start, end, timeZone, { readerZone: localTimeZone() });
}

/**
 * When a schedule runs, for this browser's reader: its span, or a cohort's count and rhythm ("6 sessions,
 * weekly from Tue, Mar 3, 2026, 6:00 PM CET (11:00 AM your time)").
 */
export function formatScheduleSessions(schedule: SessionsSummaryOf): string {
  return formatSessions(schedule, { readerZone: localTimeZone() });
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
