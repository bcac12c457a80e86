import type { BookingResource } from '@exceed/contract';
import { formatScheduleSessions } from '@exceed/design-system';

/** The title of a booking's workshop. */
export const workshopOf = (booking: BookingResource) =>
  booking.workshopSchedule?.workshop.title ?? 'Workshop';

/** Whether a session has started. */
export const hasStarted = (iso: string) => Date.parse(iso) <= Date.now();

/** Whether a booking holds its seats for a session still ahead. */
export const isUpcoming = (booking: BookingResource) =>
  (booking.status === 'CONFIRMED' || booking.status === 'PENDING') &&
  booking.workshopSchedule !== undefined &&
  Date.parse(booking.workshopSchedule.startDate) > Date.now();

/** The sessions a booking buys when its schedule is a cohort (more than one), soonest first; else none. */
export const cohortSessionsOf = (booking: BookingResource) => {
  const sessions = booking.workshopSchedule?.sessions ?? [];
  return sessions.length > 1 ? sessions : [];
};

/**
 * When a cohort booking runs ("6 sessions, weekly from Tue, Mar 3, 2026, 6:00 PM CET"), or null for one
 * session, whose own span says it.
 */
export function cohortWhen(booking: BookingResource): string | null {
  const schedule = booking.workshopSchedule;
  return schedule && schedule.sessionCount > 1 ? formatScheduleSessions(schedule) : null;
}
