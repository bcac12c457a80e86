import { formatSpan } from '@exceed/contract';
import ical, { ICalEventStatus } from 'ical-generator';
import type { ScheduleSession } from '../models/schedule-session.ts';
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

/** A session as a calendar event shows it (a public feed leaves its location out). */
export type CalendarSession = Pick<ScheduleSession, 'id' | 'startDate' | 'endDate' | 'title'> &
  Partial<Pick<ScheduleSession, 'location'>>;

/** The sessions of a schedule to draw: those fetched with it, else its span as its one session. */
const sessionsOf = (schedule: WorkshopSchedule): readonly CalendarSession[] =>
  schedule.sessions?.length
    ? schedule.sessions
    : [{ id: schedule.id, startDate: schedule.startDate, endDate: schedule.endDate, title: null }];

/**
 * An iCalendar (RFC 5545) feed of schedules, for calendar apps to subscribe to: one event per session
 * (`sessions`, else those fetched with the schedule). Each event's UID is the session's id (a one-session
 * schedule's session has the schedule's own), so an app updates the same event when a session moves, and a
 * cancelled schedule stays in the feed as CANCELLED so subscribers see it cancelled rather than silently
 * gone. Times are UTC
 * instants (apps show events in the device's zone); the description writes the session's time in the zone
 * it was planned in, by the one clock, so a reader travelling still sees when it happens where it happens.
 */
export function scheduleCalendar(
  name: string,
  appUrl: string,
  entries: ReadonlyArray<{
    schedule: WorkshopSchedule;
    workshop: CalendarWorkshop;
    sessions?: readonly CalendarSession[];
  }>,
  reader: CalendarReader = { role: 'attendee' },
): string {
  const clock = reader.zone ? { readerZone: reader.zone } : {};
  const calendar = ical({
    name,
    prodId: { company: 'Exceed', product: 'Exceed marketplace', language: 'EN' },
  });
  for (const { schedule, workshop, sessions = sessionsOf(schedule) } of entries) {
    const url =
      reader.role === 'coach'
        ? new URL(`/c/workshops/${schedule.workshopId}/calendar`, appUrl).href
        : `${appUrl}/workshops/${schedule.id}/book`;
    // The count leads the coach's event, so a glance at the calendar tells how full a session is.
    const seats = reader.role === 'coach' ? `${seatsBookedText(schedule, workshop)}.` : null;
    const title =
      reader.role === 'coach'
        ? `${workshop.title} (${schedule.seatsSold}/${workshop.maxSeats})`
        : workshop.title;
    sessions.forEach((session, index) => {
      // "Session 2 of 6: Evaluation" names a cohort's sitting; a one-off reads as before.
      const sitting =
        sessions.length > 1 || session.title
          ? `Session ${index + 1} of ${sessions.length}${session.title ? `: ${session.title}` : ''}`
          : null;
      calendar.createEvent({
        id: `${session.id}@exceed`,
        start: session.startDate,
        end: session.endDate,
        stamp: schedule.updatedAt,
        summary: sitting ? `${title} · ${sitting}` : title,
        description: [
          seats,
          workshop.description,
          `${formatSpan(session.startDate, session.endDate, schedule.timezone, clock)}.`,
          url,
        ]
          .filter(Boolean)
          .join('\n\n'),
        location: session.location ?? schedule.location ?? (schedule.mode === 'ONLINE' ? 'Online' : null),
        url,
        status: STATUS_OF[schedule.status],
      });
    });
  }
  return calendar.toString();
}
