import type { Knex } from 'knex';
import { attendeesOf } from '../bookings/check-in.ts';
import type { SessionAttendance } from '../models/session-attendance.ts';
import { User } from '../models/user.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { nameOf } from '../presenters/booking-csv-columns.ts';
import { issueCertificate } from './issue-certificate.ts';

/**
 * The certificates of a cohort that ended (issue 38): each attendee checked in at no less than the share of
 * its sessions its coach set gets one, for the hours of the sessions they came to. Called once, as its
 * attendance is settled (bookings/settle-attendance.ts); issuing is idempotent besides.
 */
export async function certifyAttendees(
  trx: Knex.Transaction,
  schedule: WorkshopSchedule,
  checkIns: readonly SessionAttendance[],
  issuer: string,
): Promise<number> {
  const share = schedule.certificateShare;
  if (share === null || checkIns.length === 0) return 0;
  const sessions = (await trx('schedule_sessions')
    .where({ tenantId: schedule.tenantId, workshopScheduleId: schedule.id })
    .select('id', 'startDate', 'endDate')) as { id: string; startDate: Date; endDate: Date }[];
  const lengthOf = new Map(
    sessions.map((session) => [
      session.id,
      (session.endDate.getTime() - session.startDate.getTime()) / 60_000,
    ]),
  );
  const coach = await User.query(trx).findById(schedule.coachId).withGraphFetched('profile');
  const coachName = nameOf(coach) ?? '';
  const workshopTitle = schedule.workshop?.title ?? '';
  let issued = 0;
  for (const attendee of await attendeesOf(trx, schedule)) {
    const came = new Set(
      checkIns.filter((row) => row.checkInCode === attendee.code).map((row) => row.scheduleSessionId),
    );
    if (came.size * 100 < share * sessions.length) continue;
    const holder = attendee.seat ? attendee.seat.user : attendee.booking.user;
    await issueCertificate(
      trx,
      {
        tenantId: schedule.tenantId,
        scheduleId: schedule.id,
        bookingId: attendee.booking.id,
        bookingSeatId: attendee.seat?.id ?? null,
        userId: holder?.id ?? null,
        holderName: nameOf(holder) ?? attendee.seat?.email ?? '',
        workshopTitle,
        coachName,
        startDate: schedule.startDate,
        endDate: schedule.endDate,
        timeZone: schedule.timezone,
        minutes: [...came].reduce((sum, id) => sum + (lengthOf.get(id) ?? 0), 0),
        sessionsAttended: came.size,
        sessionCount: sessions.length,
      },
      issuer,
    );
    issued++;
  }
  return issued;
}
