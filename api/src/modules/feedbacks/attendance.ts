import type { Knex } from 'knex';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';

/**
 * Whether a user attended a schedule: their own booking of it is COMPLETED, or they hold an ACCEPTED
 * seat of a booking of it that the coach marked attended.
 */
export async function attended(
  trx: Knex,
  tenantId: string,
  scheduleId: string,
  userId: string,
): Promise<boolean> {
  const ownBooking = await Booking.forTenant(tenantId, trx)
    .where({ workshopScheduleId: scheduleId, userId, status: 'COMPLETED' })
    .resultSize();
  if (ownBooking > 0) return true;
  const seat = await BookingSeat.forTenant(tenantId, trx)
    .where({ userId, status: 'ACCEPTED', attended: true })
    .whereIn(
      'bookingId',
      Booking.forTenant(tenantId, trx).where('workshopScheduleId', scheduleId).select('id'),
    )
    .resultSize();
  return seat > 0;
}
