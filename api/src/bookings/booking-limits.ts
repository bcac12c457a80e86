import { seatsPerBookingMessage, UNPAID_BOOKING_EXISTS_MESSAGE } from '@exceed/contract';
import type { Knex } from 'knex';
import { conflict, validationFailed } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import type { Workshop } from '../models/workshop.ts';

/**
 * What keeps one person from holding a schedule's seats (issue 19, docs/decisions/0016-abuse-rules.md): at
 * most the workshop's maxSeatsPerBooking seats per booking, and at most one unpaid booking per person per
 * schedule. A second attempt changes the first instead of holding more (book-once.ts); the unique index
 * bookings_one_unpaid_per_person makes that hold when two attempts race. Seats are counted by the one
 * seat rule (seat-counter.ts).
 */

/**
 * 422 on seats for more than one booking of the workshop may take, when its coach set a most
 * (booking, quoting, adding seats). Without one, a booking may take every seat and the capacity rule
 * alone answers (409 naming the seats left).
 */
export function assertSeatsPerBooking(workshop: Workshop, seats: number): void {
  const most = workshop.maxSeatsPerBooking;
  if (most !== null && seats > most) throw validationFailed({ seats: [seatsPerBookingMessage(most)] });
}

/** Who books what: the key of the one-unpaid-booking rule. */
export interface BookingKey {
  tenantId: string;
  workshopScheduleId: string;
  userId: string;
}

/** The person's unpaid (PENDING, live) booking of the schedule, read without a lock. */
export async function findUnpaidBooking(knex: Knex, key: BookingKey): Promise<Booking | undefined> {
  return await Booking.forTenant(key.tenantId, knex)
    .where({ workshopScheduleId: key.workshopScheduleId, userId: key.userId, status: 'PENDING' })
    .first();
}

/** A deleted unpaid booking comes back only while its person has no other of the schedule: 409 otherwise. */
export async function assertNoOtherUnpaidBooking(trx: Knex.Transaction, booking: Booking): Promise<void> {
  if (booking.status !== 'PENDING') return;
  const other = await findUnpaidBooking(trx, booking);
  if (other) throw conflict(UNPAID_BOOKING_EXISTS_MESSAGE);
}
