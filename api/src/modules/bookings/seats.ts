import type { Knex } from 'knex';
import { seatsLeftMessage } from '../../contract/index.ts';
import { conflict, validationFailed } from '../../errors.ts';
import { Booking } from '../../models/booking.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

/**
 * The seat rule of DESIGN.md ("Money and seats"), in one place: the schedule's row is locked for the
 * rest of the transaction, so concurrent bookings of one schedule queue here and each sees the seats the
 * ones before it took; none is ever oversold. Capacity is the workshop's maxSeats; taken seats are those
 * of CONFIRMED and COMPLETED bookings plus PENDING ones whose hold has not expired (an expired hold simply
 * stops counting). A schedule that is not bookable is a 422 on workshopScheduleId; one that is full, a
 * 409 saying how many seats are left.
 */
export async function reserveSeats(
  trx: Knex.Transaction,
  tenantId: string,
  scheduleId: string,
  seats: number,
): Promise<WorkshopSchedule> {
  const schedule = await WorkshopSchedule.forTenant(tenantId, trx).findById(scheduleId).forUpdate();
  const workshop = schedule
    ? await Workshop.forTenant(tenantId, trx).findById(schedule.workshopId)
    : undefined;
  if (!schedule || !workshop || schedule.status !== 'PUBLISHED' || schedule.startDate <= new Date()) {
    throw validationFailed({ workshopScheduleId: ['The selected workshop schedule is invalid.'] });
  }
  const [row] = (await Booking.forTenant(tenantId, trx)
    .where('workshopScheduleId', schedule.id)
    .where((live) =>
      live
        .whereIn('status', ['CONFIRMED', 'COMPLETED'])
        .orWhere((held) => held.where('status', 'PENDING').where('holdExpiresAt', '>', new Date())),
    )
    .sum('seats as taken')) as unknown as Array<{ taken: number | string | null }>;
  const left = Math.max(0, workshop.maxSeats - Number(row?.taken ?? 0));
  if (seats > left) throw conflict(seatsLeftMessage(left));
  return schedule;
}
