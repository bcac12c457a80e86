import { fromInstant, type SessionCadence, shiftByDays, type Weekday, weekdayOf } from '@exceed/contract';

/**
 * The rhythm of a schedule's sessions, read and written in the schedule's own zone: a weekly cohort at
 * 18:00 in Berlin stays at 18:00 there across a daylight-saving change (its UTC hour moves instead).
 */

interface Span {
  startDate: Date;
  endDate: Date;
}

/**
 * `count` sessions after `last`, each at its time of day and length in `timeZone`, on the days of
 * `weekdays` (default: `last`'s own weekday, so one a week).
 */
export function sessionsAfter(
  last: Span,
  rule: { count: number; weekdays?: readonly Weekday[] | undefined },
  timeZone: string,
): Span[] {
  const firstDay = fromInstant(last.startDate, timeZone).day;
  const days = new Set(rule.weekdays?.length ? rule.weekdays : [weekdayOf(firstDay)]);
  const sessions: Span[] = [];
  for (let offset = 1; sessions.length < rule.count; offset += 1) {
    const shifted = shiftByDays({ start: last.startDate, end: last.endDate }, offset, timeZone);
    if (!days.has(weekdayOf(fromInstant(shifted.start, timeZone).day))) continue;
    sessions.push({ startDate: new Date(shifted.start), endDate: new Date(shifted.end) });
  }
  return sessions;
}

/**
 * WEEKLY when there are several sessions and each starts seven days after the one before at the same time
 * of day in `timeZone`; otherwise none (a one-off, or sessions at no single rhythm).
 */
export function cadenceOf(sessions: readonly Span[], timeZone: string): SessionCadence | null {
  if (sessions.length < 2) return null;
  const weekly = sessions.every((session, index) => {
    const next = sessions[index + 1];
    if (!next) return true;
    const weekLater = shiftByDays({ start: session.startDate, end: session.endDate }, 7, timeZone);
    return new Date(weekLater.start).getTime() === next.startDate.getTime();
  });
  return weekly ? 'WEEKLY' : null;
}
