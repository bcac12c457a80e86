import type { Knex } from 'knex';
import { seatsLeftMessage } from '../contract/index.ts';
import { conflict, validationFailed } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/** What reserveCapacity checks beyond the schedule's capacity. */
export interface ReserveCapacityOptions {
  /** A booking whose own seats are not counted as taken (it is the one changing). */
  exceptBookingId?: string;
}

/**
 * The seat rule of DESIGN.md ("Money and seats"), in one place: the schedule's row is locked for the
 * rest of the transaction, so concurrent bookings of one schedule queue here and each sees the seats the
 * ones before it took; none is ever oversold. Capacity is the workshop's maxSeats; taken seats are those
 * of CONFIRMED and COMPLETED bookings plus PENDING ones whose hold has not expired (an expired hold simply
 * stops counting). A schedule that is not bookable is a 422 on workshopScheduleId; one that is full, a
 * 409 saying how many seats are left. Every change that makes a booking count (booking, more seats,
 * confirming an expired hold, restoring) comes through here.
 */
export async function reserveCapacity(
  trx: Knex.Transaction,
  tenantId: string,
  scheduleId: string,
  seats: number,
  options: ReserveCapacityOptions = {},
): Promise<{ schedule: WorkshopSchedule; workshop: Workshop }> {
  const schedule = await WorkshopSchedule.forTenant(tenantId, trx).findById(scheduleId).forUpdate();
  const workshop = schedule
    ? await Workshop.forTenant(tenantId, trx).findById(schedule.workshopId)
    : undefined;
  if (!schedule || !workshop || schedule.status !== 'PUBLISHED' || schedule.startDate <= new Date()) {
    throw validationFailed({ workshopScheduleId: ['The selected workshop schedule is invalid.'] });
  }
  const left = await seatsLeft(trx, schedule, workshop, options.exceptBookingId);
  if (seats > left) throw conflict(seatsLeftMessage(left));
  return { schedule, workshop };
}

/**
 * Seats of a schedule not taken now (the rule of reserveCapacity, read without its lock): what a quote
 * checks before it asks Stripe for anything. Under reserveCapacity's lock the answer is final; without
 * it, only a hint that spares a request for seats that are already gone.
 */
export async function seatsLeft(
  knex: Knex,
  schedule: WorkshopSchedule,
  workshop: Workshop,
  exceptBookingId?: string,
): Promise<number> {
  const taken = Booking.forTenant(schedule.tenantId, knex)
    .where('workshopScheduleId', schedule.id)
    .whereRaw(takesCapacitySql('bookings'))
    .sum('seats as taken');
  if (exceptBookingId) taken.whereNot('id', exceptBookingId);
  const [row] = (await taken) as unknown as Array<{ taken: number | string | null }>;
  return Math.max(0, workshop.maxSeats - Number(row?.taken ?? 0));
}

/**
 * The condition on a bookings row (as `alias`) that its seats are taken from its schedule's capacity, in
 * SQL: what reserveCapacity sums under the lock and the marketplace subtracts from capacity. now() is the
 * transaction's start, so a hold that runs out while a booking waits for the lock still counts: the rule
 * errs towards not selling.
 */
export const takesCapacitySql = (alias: string): string =>
  `(${alias}.status in ('CONFIRMED', 'COMPLETED') or (${alias}.status = 'PENDING' and ${alias}.hold_expires_at > now()))`;

/** Whether a booking's seats are taken from its schedule's capacity now: takesCapacitySql for one loaded booking. */
export function takesCapacity(booking: Booking, now = new Date()): boolean {
  if (booking.status === 'CONFIRMED' || booking.status === 'COMPLETED') return true;
  return booking.status === 'PENDING' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
}
