import {
  CHECK_IN_MESSAGES,
  CHECK_IN_OPENS_HOURS,
  normalizeCheckInCode,
  type SessionAttendeeResource,
  type SessionCheckInsResource,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import type { ScheduleSession } from '../models/schedule-session.ts';
import { SessionAttendance } from '../models/session-attendance.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { nameOf } from '../presenters/booking-csv-columns.ts';
import { countsAgainstBooking } from './attendee-seats.ts';
import { scheduleGraphModifiers } from './schedule-graph.ts';

/**
 * Check-in at a session (issue 38, docs/decisions/0116-check-in.md). A schedule expects, of each booking
 * that holds its seats, every accepted invitee (by their seat's code) and its booker (by the booking's
 * code) when the booker kept a seat for themselves: one not given out to an invitee.
 */

/** One attendee a schedule expects, by the code they show. */
export interface Attendee {
  code: string;
  booking: Booking;
  seat: BookingSeat | null;
}

/** Bookings whose seats are the session's: confirmed, or settled after it (bookings/settle-attendance.ts). */
const HOLDING_SEATS = ['CONFIRMED', 'COMPLETED', 'NO_SHOW'] as const;

/** The attendees of a schedule's bookings. */
export async function attendeesOf(
  knex: Knex,
  schedule: Pick<WorkshopSchedule, 'tenantId' | 'id'>,
): Promise<Attendee[]> {
  const query = Booking.forTenant(schedule.tenantId, knex)
    .where('workshopScheduleId', schedule.id)
    .whereIn('status', HOLDING_SEATS)
    .withGraphFetched('[user(withDeleted).profile, bookingSeats.user.profile]')
    .modifiers(scheduleGraphModifiers)
    .orderBy('createdAt');
  const attendees: Attendee[] = [];
  for (const booking of await query) {
    const seats = (booking.bookingSeats ?? []).filter((seat) => !seat.deletedAt);
    const counted = seats.filter((seat) => countsAgainstBooking(seat.status)).length;
    if (booking.seats > counted) attendees.push({ code: booking.checkInCode, booking, seat: null });
    for (const seat of seats.filter((one) => one.status === 'ACCEPTED'))
      attendees.push({ code: seat.checkInCode, booking, seat });
  }
  return attendees;
}

/** An attendee as the coach's check-in page lists them. */
export function presentAttendee(attendee: Attendee, checkedInAt: Date | null): SessionAttendeeResource {
  const { booking, seat } = attendee;
  return {
    code: attendee.code,
    name: nameOf(seat ? seat.user : booking.user),
    email: seat ? (seat.user?.email ?? seat.email) : (booking.user?.email ?? null),
    role: seat ? 'INVITEE' : 'BOOKER',
    bookingId: booking.id,
    checkedInAt: checkedInAt?.toISOString() ?? null,
  };
}

/** When a session's check-in opens. */
export const checkInOpensAt = (session: Pick<ScheduleSession, 'startDate'>): Date =>
  new Date(session.startDate.getTime() - CHECK_IN_OPENS_HOURS * 3_600_000);

async function checkInsAt(knex: Knex, session: ScheduleSession): Promise<Map<string, Date>> {
  const rows = await SessionAttendance.forTenant(session.tenantId, knex).where(
    'scheduleSessionId',
    session.id,
  );
  return new Map(rows.map((row) => [row.checkInCode, row.checkedInAt]));
}

/** A session's check-in page: who it expects, and when each came (null: not yet), by name. */
export async function sessionCheckIns(
  knex: Knex,
  schedule: WorkshopSchedule,
  session: ScheduleSession,
): Promise<SessionCheckInsResource> {
  const attendees = await attendeesOf(knex, schedule);
  const came = await checkInsAt(knex, session);
  const listed = attendees
    .map((attendee) => presentAttendee(attendee, came.get(attendee.code) ?? null))
    .sort((a, b) => (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? ''));
  return {
    session: {
      id: session.id,
      startDate: session.startDate.toISOString(),
      endDate: session.endDate.toISOString(),
      title: session.title,
    },
    opensAt: checkInOpensAt(session).toISOString(),
    settled: schedule.attendanceSettledAt !== null,
    attendees: listed,
  };
}

/** Whether a schedule's check-ins still change: it goes ahead (or went) and its attendance is not settled. */
export const takesCheckIns = (schedule: Pick<WorkshopSchedule, 'status' | 'attendanceSettledAt'>): boolean =>
  (schedule.status === 'PUBLISHED' || schedule.status === 'COMPLETED') && !schedule.attendanceSettledAt;

/** 422 unless the schedule's check-ins still change (takesCheckIns). */
function assertTakesCheckIns(schedule: WorkshopSchedule): void {
  if (schedule.attendanceSettledAt) throw validationFailed({ code: [CHECK_IN_MESSAGES.settled] });
  if (!takesCheckIns(schedule)) throw validationFailed({ code: [CHECK_IN_MESSAGES.notGoingAhead] });
}

/**
 * Checks an attendee in at a session by the code they show (scanned or typed): 422 when no attendee of the
 * schedule has it (or its booking is not confirmed). Twice is once: the second answers the first time.
 */
export async function checkIn(
  trx: Knex.Transaction,
  schedule: WorkshopSchedule,
  session: ScheduleSession,
  typed: string,
  by: string,
  now = new Date(),
): Promise<{ attendee: SessionAttendeeResource; alreadyCheckedIn: boolean }> {
  assertTakesCheckIns(schedule);
  if (now < checkInOpensAt(session)) throw validationFailed({ code: [CHECK_IN_MESSAGES.notOpen] });
  const code = normalizeCheckInCode(typed);
  const attendee = (await attendeesOf(trx, schedule)).find((one) => one.code === code);
  if (!attendee) {
    const unconfirmed = await holdsCode(trx, schedule, code);
    throw validationFailed({
      code: [unconfirmed ? CHECK_IN_MESSAGES.notConfirmed : CHECK_IN_MESSAGES.unknownCode],
    });
  }
  const inserted = await trx('session_attendances')
    .insert({
      tenantId: schedule.tenantId,
      scheduleSessionId: session.id,
      workshopScheduleId: schedule.id,
      bookingId: attendee.booking.id,
      bookingSeatId: attendee.seat?.id ?? null,
      checkInCode: code,
      checkedInBy: by,
      checkedInAt: now,
    })
    .onConflict(['tenantId', 'scheduleSessionId', 'checkInCode'])
    .ignore()
    .returning('id');
  const came = await checkInsAt(trx, session);
  return {
    attendee: presentAttendee(attendee, came.get(code) ?? now),
    alreadyCheckedIn: inserted.length === 0,
  };
}

/** Takes a check-in back (the coach scanned the wrong person); nothing when there was none. */
export async function undoCheckIn(
  trx: Knex.Transaction,
  schedule: WorkshopSchedule,
  session: ScheduleSession,
  typed: string,
): Promise<void> {
  assertTakesCheckIns(schedule);
  await SessionAttendance.forTenant(schedule.tenantId, trx)
    .where({ scheduleSessionId: session.id, checkInCode: normalizeCheckInCode(typed) })
    .delete();
}

/** Whether a booking of the schedule, or a seat of one, has the code (whatever its status). */
async function holdsCode(trx: Knex, schedule: WorkshopSchedule, code: string): Promise<boolean> {
  const bookings = Booking.forTenant(schedule.tenantId, trx).where('workshopScheduleId', schedule.id);
  if ((await bookings.clone().where('checkInCode', code).resultSize()) > 0) return true;
  const seats = await BookingSeat.forTenant(schedule.tenantId, trx)
    .where('checkInCode', code)
    .whereIn('bookingId', bookings.clone().select('id'))
    .resultSize();
  return seats > 0;
}
