import { formatSpan } from '@exceed/contract';
import ical, { ICalEventStatus } from 'ical-generator';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';

/** What a calendar event needs besides the schedule: its workshop's title, description and capacity. */
export interface CalendarWorkshop {
  title: string;
  description: string | null;
  maxSeats: number;
}

/**
 * Who reads the feed: an attendee is sent to the session's booking page; the coach who teaches it to the
 * workshop's schedules in the coach area, with the seats booked so far in each event.
 */
export interface CalendarReader {
  role: 'attendee' | 'coach';
  /** The zone the reader's account names (users.timezone): their own time is written beside the session's. */
  zone?: string | null;
}

const STATUS_OF: Record<WorkshopSchedule['status'], ICalEventStatus> = {
  DRAFT: ICalEventStatus.TENTATIVE,
  PUBLISHED: ICalEventStatus.CONFIRMED,
  COMPLETED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/** "7 of 12 seats booked": the seats of confirmed bookings against the workshop's capacity. */
const seatsBookedText = (schedule: WorkshopSchedule, workshop: CalendarWorkshop): string =>
  `${schedule.seatsSold} of ${workshop.maxSeats} ${workshop.maxSeats === 1 ? 'seat' : 'seats'} booked`;

/**
 * An iCalendar (RFC 5545) feed of schedules, for calendar apps to subscribe to. Each event's UID is the
 * schedule's id, so an app updates the same event when a schedule moves, and a cancelled schedule stays
 * in the feed as CANCELLED so subscribers see it cancelled rather than silently gone. Times are UTC
 * instants (apps show events in the device's zone); the description writes the session's time in the zone
 * it was planned in, by the one clock, so a reader travelling still sees when it happens where it happens.
 */
export function scheduleCalendar(
  name: string,
  appUrl: string,
  entries: ReadonlyArray<{ schedule: WorkshopSchedule; workshop: CalendarWorkshop }>,
  reader: CalendarReader = { role: 'attendee' },
): string {
  const clock = reader.zone ? { readerZone: reader.zone } : {};
  const calendar = ical({
    name,
    prodId: { company: 'Exceed', product: 'Exceed marketplace', language: 'EN' },
  });
  for (const { schedule, workshop } of entries) {
    const url =
      reader.role === 'coach'
        ? new URL(`/c/workshops/${schedule.workshopId}/calendar`, appUrl).href
        : `${appUrl}/workshops/${schedule.id}/book`;
    // The count leads the coach's event, so a glance at the calendar tells how full a session is.
    const seats = reader.role === 'coach' ? `${seatsBookedText(schedule, workshop)}.` : null;
    calendar.createEvent({
      id: `${schedule.id}@exceed`,
      start: schedule.startDate,
      end: schedule.endDate,
      stamp: schedule.updatedAt,
      summary:
        reader.role === 'coach'
          ? `${workshop.title} (${schedule.seatsSold}/${workshop.maxSeats})`
          : workshop.title,
      description: [
        seats,
        workshop.description,
        `${formatSpan(schedule.startDate, schedule.endDate, schedule.timezone, clock)}.`,
        url,
      ]
        .filter(Boolean)
        .join('\n\n'),
      location: schedule.location ?? (schedule.mode === 'ONLINE' ? 'Online' : null),
      url,
      status: STATUS_OF[schedule.status],
    });
  }
  return calendar.toString();
}
