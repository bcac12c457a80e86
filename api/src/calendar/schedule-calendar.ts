import ical, { ICalEventStatus } from 'ical-generator';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';

/** What a calendar event needs besides the schedule: its workshop's title and description. */
export interface CalendarWorkshop {
  title: string;
  description: string | null;
}

/**
 * An iCalendar (RFC 5545) feed of schedules, for calendar apps to subscribe to. Each event's UID is the
 * schedule's id, so an app updates the same event when a schedule moves, and a cancelled schedule stays
 * in the feed as CANCELLED so subscribers see it cancelled rather than silently gone. Times are UTC
 * instants; the coach's time zone is named in the description (apps show events in the reader's zone).
 */
export function scheduleCalendar(
  name: string,
  appUrl: string,
  entries: ReadonlyArray<{ schedule: WorkshopSchedule; workshop: CalendarWorkshop }>,
): string {
  const calendar = ical({
    name,
    prodId: { company: 'Exceed', product: 'Exceed marketplace', language: 'EN' },
  });
  for (const { schedule, workshop } of entries) {
    const url = `${appUrl}/workshops/${schedule.id}/book`;
    calendar.createEvent({
      id: `${schedule.id}@exceed`,
      start: schedule.startDate,
      end: schedule.endDate,
      stamp: schedule.updatedAt,
      summary: workshop.title,
      description: [workshop.description, `Times planned in ${schedule.timezone}.`, url]
        .filter(Boolean)
        .join('\n\n'),
      location: schedule.location ?? (schedule.mode === 'ONLINE' ? 'Online' : null),
      url,
      status: schedule.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
