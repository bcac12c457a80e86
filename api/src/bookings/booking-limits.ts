import type { Knex } from 'knex';
import {
  BOOKING_HOLD_MINUTES,
  type CreateBookingInput,
  seatsPerBookingMessage,
  UNPAID_BOOKING_EXISTS_MESSAGE,
} from '../contract/index.ts';
import { isUniqueViolation } from '../db/database-errors.ts';
import { conflict, validationFailed } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import type { Workshop } from '../models/workshop.ts';
import { assertSeatsCoverAttendees } from './attendee-seats.ts';
import { reserveCapacity, takesCapacity } from './capacity.ts';

/**
 * What keeps one person from holding a schedule's seats (issue 19, docs/decisions.md "Abuse rules"): at
 * most the workshop's maxSeatsPerBooking seats per booking, and at most one unpaid booking per person per
 * schedule. A second attempt changes the first instead of holding more; the unique index
 * bookings_one_unpaid_per_person makes that hold when two attempts race.
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

/** The index that allows one PENDING live booking per (tenant, schedule, person). */
const ONE_UNPAID_INDEX = 'bookings_one_unpaid_per_person';

/** Who books what: the key of the one-unpaid-booking rule. */
export interface BookingKey {
  tenantId: string;
  workshopScheduleId: string;
  userId: string;
}

/** What an attempt asks for, and what a second attempt changes on the first. */
export type BookingAttempt = Pick<CreateBookingInput, 'seats' | 'notes' | 'address' | 'meta'>;

/** When a hold taken now runs out. */
export const newHoldExpiry = (): Date => new Date(Date.now() + BOOKING_HOLD_MINUTES * 60_000);

/**
 * Books once per person: `insert` (which reserves the seats and inserts a PENDING booking, answering its
 * id) runs in a savepoint unless the person already has an unpaid booking of the schedule; when they do,
 * or when a concurrent attempt of theirs inserted one first (the unique index refuses the second insert,
 * and the savepoint takes back whatever it reserved), that booking is changed to the attempt instead.
 */
export async function bookOnce(
  trx: Knex.Transaction,
  key: BookingKey,
  attempt: BookingAttempt,
  insert: (savepoint: Knex.Transaction) => Promise<string>,
): Promise<{ id: string; created: boolean }> {
  let unpaid = await findUnpaidBooking(trx, key);
  if (!unpaid) {
    try {
      return { id: await trx.transaction(insert), created: true };
    } catch (error) {
      if (!isUniqueViolation(error, ONE_UNPAID_INDEX)) throw error;
    }
    unpaid = await findUnpaidBooking(trx, key);
    if (!unpaid) throw new Error('An unpaid booking refused the insert but cannot be found.');
  }
  await retakeUnpaidBooking(trx, unpaid, attempt);
  return { id: unpaid.id, created: false };
}

/** The person's unpaid (PENDING, live) booking of the schedule, locked for the rest of the transaction. */
export async function findUnpaidBooking(
  trx: Knex.Transaction,
  key: BookingKey,
): Promise<Booking | undefined> {
  return await Booking.forTenant(key.tenantId, trx)
    .where({ workshopScheduleId: key.workshopScheduleId, userId: key.userId, status: 'PENDING' })
    .forUpdate()
    .first();
}

/** A deleted unpaid booking comes back only while its person has no other of the schedule: 409 otherwise. */
export async function assertNoOtherUnpaidBooking(trx: Knex.Transaction, booking: Booking): Promise<void> {
  if (booking.status !== 'PENDING') return;
  const other = await findUnpaidBooking(trx, booking);
  if (other) throw conflict(UNPAID_BOOKING_EXISTS_MESSAGE);
}

/**
 * The first booking takes the second attempt's seats, notes, address and meta (what it does not send is
 * kept). Seats go through the booking rules: never below the attendee seats given out, and re-checked
 * (reserveCapacity) when they grow or when the first hold ran out, which then starts a new hold. A live
 * hold keeps its expiry: asking again must not hold seats for longer.
 */
async function retakeUnpaidBooking(trx: Knex.Transaction, booking: Booking, attempt: BookingAttempt) {
  const holds = takesCapacity(booking);
  if (attempt.seats !== booking.seats) await assertSeatsCoverAttendees(trx, booking, attempt.seats);
  if (!holds || attempt.seats > booking.seats) {
    await reserveCapacity(trx, booking.tenantId, booking.workshopScheduleId, attempt.seats, {
      exceptBookingId: booking.id,
    });
  }
  await booking.$query(trx).patch({
    seats: attempt.seats,
    address: attempt.address,
    ...(attempt.notes !== undefined && { notes: attempt.notes }),
    ...(attempt.meta !== undefined && { meta: attempt.meta }),
    ...(!holds && { holdExpiresAt: newHoldExpiry() }),
  });
}
