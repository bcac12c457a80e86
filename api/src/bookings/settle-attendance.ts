import type { Knex } from 'knex';
import { certifyAttendees } from '../certificates/certify-attendees.ts';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { SessionAttendance } from '../models/session-attendance.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { scheduleGraphModifiers } from './schedule-graph.ts';

/**
 * A schedule's attendance, settled once when it has ended (issue 38): when its coach checked anyone in, each
 * confirmed booking becomes COMPLETED when one of its attendees came to a session, else NO_SHOW, and each
 * invitee who came is marked attended (so they may leave feedback), and those who came to the share of its
 * sessions its coach set get their certificate (certificates/certify-attendees.ts). A schedule nobody was checked in at
 * keeps its bookings as they are: its coach marks them by hand, as before check-in existed.
 */

/** How long after its end a schedule is settled: its coach may still check in a latecomer until then. */
export const SETTLE_AFTER_MS = 60 * 60 * 1000;

/** Settles one schedule, once: the schedule's row lock makes two runners at once settle it one time. */
export async function settleAttendance(
  trx: Knex.Transaction,
  key: { tenantId: string; id: string },
  issuer: string,
  now = new Date(),
): Promise<boolean> {
  const schedule = await WorkshopSchedule.forTenant(key.tenantId, trx)
    .findById(key.id)
    .withGraphFetched('workshop(withDeleted)')
    .modifiers(scheduleGraphModifiers)
    .forUpdate();
  if (!schedule || schedule.attendanceSettledAt) return false;
  const rows = await SessionAttendance.forTenant(key.tenantId, trx).where('workshopScheduleId', key.id);
  if (rows.length > 0) {
    const came = new Set(rows.map((row) => row.bookingId));
    const bookings = await Booking.forTenant(key.tenantId, trx)
      .where({ workshopScheduleId: key.id, status: 'CONFIRMED' })
      .forUpdate();
    for (const booking of bookings)
      await booking.write(trx, { status: came.has(booking.id) ? 'COMPLETED' : 'NO_SHOW' });
    const seats = rows.flatMap((row) => (row.bookingSeatId ? [row.bookingSeatId] : []));
    if (seats.length > 0)
      await BookingSeat.forTenant(key.tenantId, trx).whereIn('id', seats).patch({ attended: true });
    await certifyAttendees(trx, schedule, rows, issuer);
  }
  await WorkshopSchedule.forTenant(key.tenantId, trx).findById(key.id).patch({ attendanceSettledAt: now });
  return true;
}

/** Settles every schedule that ended over SETTLE_AFTER_MS ago and is not settled; answers how many. */
export async function settleEndedSchedules(knex: Knex, issuer: string, now = new Date()): Promise<number> {
  const due = await WorkshopSchedule.acrossTenants(knex)
    .whereNull('attendanceSettledAt')
    .whereIn('status', ['PUBLISHED', 'COMPLETED'])
    .where('endDate', '<=', new Date(now.getTime() - SETTLE_AFTER_MS))
    .select('tenantId', 'id')
    .limit(100);
  let settled = 0;
  for (const key of due)
    if (await knex.transaction((trx) => settleAttendance(trx, key, issuer, now))) settled++;
  return settled;
}
