import type { Knex } from 'knex';
import { Booking } from '../models/booking.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/**
 * Locks a booking for a change, in the order every change of a booking takes: its schedule's row first
 * (as seat-counter.ts's release of expired holds does), then its own. Two transactions that took them the other way round each held
 * one and waited for the other: a cancellation's refund and the refund's webhook deadlocked so. The
 * schedule's lock is the counters' own (no key update), so bookings being inserted (which hold a key
 * share on it through their foreign key) do not deadlock with it. Deleted
 * rows too: a payment or refund of a deleted booking must still be recorded.
 *
 * The one order of every lock on bookings: a schedule's row, then its bookings' rows (several in the
 * order of their ids: lockLiveBookingsOf), then their seats; Stripe, mail and any other call outside the
 * database only after the commit.
 */
export async function lockBooking(trx: Knex, bookingId: string): Promise<void> {
  const row = await Booking.acrossTenants(trx)
    .withDeleted()
    .findById(bookingId)
    .select('tenantId', 'workshopScheduleId');
  if (!row) return;
  await WorkshopSchedule.forTenant(row.tenantId, trx)
    .withDeleted()
    .findById(row.workshopScheduleId)
    .forNoKeyUpdate();
  await Booking.forTenant(row.tenantId, trx).withDeleted().findById(bookingId).forUpdate();
}

/**
 * The live (PENDING or CONFIRMED) bookings of a schedule, locked for a change of them all (a cancelled
 * session), in lockBooking's order: the schedule's row first, then the bookings by id.
 */
export async function lockLiveBookingsOf(
  trx: Knex,
  schedule: Pick<WorkshopSchedule, 'id' | 'tenantId'>,
): Promise<Booking[]> {
  await WorkshopSchedule.forTenant(schedule.tenantId, trx)
    .withDeleted()
    .findById(schedule.id)
    .forNoKeyUpdate();
  return Booking.forTenant(schedule.tenantId, trx)
    .where('workshopScheduleId', schedule.id)
    .whereIn('status', ['PENDING', 'CONFIRMED'])
    .orderBy('id')
    .forUpdate();
}
