import type { Knex } from 'knex';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { SessionAttendance } from '../../models/session-attendance.ts';

/**
 * Whether a user attended a schedule. Where its coach checked people in (issue 38), attendance decides:
 * they were checked in at one of its sessions, by their own booking's code or their seat's. Elsewhere, as
 * the coach marked it by hand: their own booking of it is COMPLETED, or they hold an ACCEPTED seat of a
 * booking of it marked attended.
 */
export async function attended(
  trx: Knex,
  tenantId: string,
  scheduleId: string,
  userId: string,
): Promise<boolean> {
  const bookings = Booking.forTenant(tenantId, trx).where('workshopScheduleId', scheduleId);
  const checkIns = SessionAttendance.forTenant(tenantId, trx).where('workshopScheduleId', scheduleId);
  if ((await checkIns.clone().resultSize()) > 0) {
    const own = await checkIns
      .clone()
      .where((either) =>
        either
          .where((byBooking) =>
            byBooking
              .whereNull('bookingSeatId')
              .whereIn('bookingId', bookings.clone().where('userId', userId).select('id')),
          )
          .orWhereIn(
            'bookingSeatId',
            BookingSeat.forTenant(tenantId, trx).where({ userId, status: 'ACCEPTED' }).select('id'),
          ),
      )
      .resultSize();
    return own > 0;
  }
  const ownBooking = await bookings.clone().where({ userId, status: 'COMPLETED' }).resultSize();
  if (ownBooking > 0) return true;
  const seat = await BookingSeat.forTenant(tenantId, trx)
    .where({ userId, status: 'ACCEPTED', attended: true })
    .whereIn('bookingId', bookings.clone().select('id'))
    .resultSize();
  return seat > 0;
}
