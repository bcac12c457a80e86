/*
 * What the month calendar computes before it draws: the weeks of a month, the first day of the week of a
 * locale, today in a time zone, and which events fall on which day.
 */
import { fromInstant } from '@exceed/contract';
import { addDays, weekday } from '../date-picker/calendar-date.ts';

/** How an event looks: the badge colours, or `muted` (struck through) for one that will not happen. */
export type CalendarEventVariant = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'muted';

/** One event on the calendar. */
export interface CalendarEvent {
  /** Unique among the events. */
  id: string;
  /** What the event is, shown after its time. */
  title: string;
  /** When it starts: an ISO instant or a Date. */
  start: string | Date;
  /** When it ends: an ISO instant or a Date. */
  end: string | Date;
  /** The IANA zone the event happens in; the calendar's `timeZone` when absent. */
  timeZone?: string;
  /** Its look; `neutral` by default. */
  variant?: CalendarEventVariant;
  /** A word or two read after the title and shown in the agenda, e.g. "Draft" or "Cancelled". */
  status?: string;
  /** An event that cannot be moved (a past one); it can still be opened. */
  disabled?: boolean;
}

/** An event with where and when it falls in its zone. */
export interface PlacedEvent<E extends CalendarEvent> {
  event: E;
  day: string;
  time: string;
  timeZone: string;
}

/** Today (`YYYY-MM-DD`) in `timeZone`. */
export const todayIn = (timeZone: string): string => fromInstant(new Date(), timeZone).day;

/**
 * The first day of the week in `locale` (0 Sunday … 6 Saturday), from Intl's week information where the
 * browser has it (Chrome, Safari), else Monday, the ISO 8601 week.
 */
export function weekStartOf(locale?: string): number {
  try {
    const info = new Intl.Locale(locale ?? navigator.language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    return firstDay === undefined ? 1 : firstDay % 7;
  } catch {
    return 1;
  }
}

/** The weeks shown for `month` (`YYYY-MM`): whole weeks from `weekStartsOn`, neighbours' days included. */
export function monthGrid(month: string, weekStartsOn: number): string[][] {
  const first = `${month}-01`;
  let day = addDays(first, -((weekday(first) - weekStartsOn + 7) % 7));
  const weeks: string[][] = [];
  while (weeks.length === 0 || day.slice(0, 7) === month) {
    const week: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The events by the day they start in their own zone, each day's in order of starting. */
export function placeEvents<E extends CalendarEvent>(
  events: readonly E[],
  timeZone: string,
): Map<string, PlacedEvent<E>[]> {
  const byDay = new Map<string, PlacedEvent<E>[]>();
  const sorted = [...events].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
  for (const event of sorted) {
    const zone = event.timeZone ?? timeZone;
    const { day, time } = fromInstant(event.start, zone);
    const list = byDay.get(day) ?? [];
    list.push({ event, day, time, timeZone: zone });
    byDay.set(day, list);
  }
  return byDay;
}

/** `YYYY-MM` of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);
