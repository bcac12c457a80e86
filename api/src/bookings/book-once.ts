import {
  BOOKING_HOLD_MINUTES,
  type BookingAnswer,
  type CreateBookingInput,
  seatsLeftMessage,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/database-errors.ts';
import { modelFromRawRow } from '../db/raw-row.ts';
import { conflict } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { HeldPrice } from '../pricing/booking-price.ts';
import { isEarlyBird } from '../pricing/price-tiers.ts';
import { assertSeatsCoverAttendees } from './attendee-seats.ts';
import type { ScheduleWithWorkshop } from './bookable-schedule.ts';
import { type BookingKey, findUnpaidBooking } from './booking-limits.ts';
import { insertHoldingBooking, type NewBooking } from './holding-booking.ts';
import { lockBooking } from './lock-booking.ts';
import { assertSeatsLeft, expiredHoldsSql, scheduleSeats, takeSeats } from './seat-counter.ts';

/**
 * The create path of a booking: a person's attempt at a schedule's seats becomes their one unpaid booking
 * of it (booking-limits.ts), new or changed, and a request that fails after it puts that booking back.
 */

/** The index that allows one PENDING live booking per (tenant, schedule, person). */
const ONE_UNPAID_INDEX = 'bookings_one_unpaid_per_person';

/** What an attempt asks for, and what a second attempt changes on the first. */
export type BookingAttempt = Pick<
  CreateBookingInput,
  'seats' | 'notes' | 'address' | 'meta' | 'inviteesPay'
> & {
  /** The booker's answers as checked (booking-answers.ts): a second attempt's replace the first's. */
  answers: BookingAnswer[];
  /** Its price, by the early-bird seats others have taken of the session (booking-price.ts newBookingPrice). */
  priceFor: (earlyBirdTaken: number) => HeldPrice;
};

/** When a hold taken now runs out. */
export const newHoldExpiry = (): Date => new Date(Date.now() + BOOKING_HOLD_MINUTES * 60_000);

/**
 * What bookOnce did: `booking` is the new one (no relations fetched); `before` is the person's unpaid
 * booking as it was, when the attempt changed it.
 */
export type BookedOnce =
  | { id: string; created: true; booking: Booking }
  | { id: string; created: false; before: Booking };

/**
 * Books once per person. The fast path is one statement (insertHoldingBooking: counters, booking and
 * ledger together), tried only when the caller's plain read of the schedule (`read`: its counters, its
 * expired holds, whether the person has an unpaid booking of it) says the seats fit, so an attempt at a
 * full schedule takes no lock; and when that read shows nothing to release or change, it is answered 409
 * from it with no further query (the cheap no). Anything else takes the slow path: the person's unpaid
 * booking is looked up; the seats are checked without a lock, not counting the seats that booking holds
 * already, and releasing expired holds when the schedule looks full (assertSeatsLeft: 409 with the seats
 * left); then that booking is changed to the attempt under its lock, or the one statement is tried once
 * more. When a concurrent attempt of the same person inserted first, the unique index refuses this insert
 * (nothing written) and that booking is changed instead.
 */
export async function bookOnce(
  knex: Knex,
  row: NewBooking,
  attempt: BookingAttempt,
  read: Pick<ScheduleWithWorkshop, 'seats' | 'expiredHolds' | 'unpaidBooking'>,
): Promise<BookedOnce> {
  const { seats } = read;
  const fits = seats.bookable && attempt.seats <= seats.left;
  const fresh = fits ? await insertOnce(knex, row) : undefined;
  if (fresh) return fresh;
  // Nothing to release and no booking of theirs to change: the schedule's no as read (it always throws).
  if (!fits && !read.expiredHolds && !read.unpaidBooking)
    await assertSeatsLeft(knex, row.tenantId, row.workshopScheduleId, attempt.seats, read);
  const key: BookingKey = row;
  const { unpaid, expiredHolds } = await unpaidBookingAndExpiredHolds(knex, key);
  // The counters as read stand for this check unless the one statement has just found them changed.
  const need = attempt.seats - (unpaid?.seatsHeld ?? 0);
  await assertSeatsLeft(knex, key.tenantId, key.workshopScheduleId, need, {
    seats: fits ? undefined : seats,
    expiredHolds,
  });
  const changed = unpaid && (await retake(knex, unpaid.id, attempt));
  if (changed) return changed;
  const inserted = await insertOnce(knex, row);
  if (inserted) return inserted;
  const winner = await findUnpaidBooking(knex, key);
  const retaken = winner && (await retake(knex, winner.id, attempt));
  if (retaken) return retaken;
  // The seats went to others between the check and the insert: a 409 with what is left now.
  await assertSeatsLeft(knex, key.tenantId, key.workshopScheduleId, attempt.seats);
  const now = await scheduleSeats(knex, key.tenantId, key.workshopScheduleId);
  throw conflict(seatsLeftMessage(now?.left ?? 0));
}

/** The fast path's one statement; undefined when the seats did not fit or the person has an unpaid booking. */
async function insertOnce(knex: Knex, row: NewBooking): Promise<BookedOnce | undefined> {
  try {
    const booking = await insertHoldingBooking(knex, row);
    return booking && { id: booking.id, created: true, booking };
  } catch (error) {
    if (isUniqueViolation(error, ONE_UNPAID_INDEX)) return undefined;
    throw error;
  }
}

const retake = (knex: Knex, id: string, attempt: BookingAttempt) =>
  knex.transaction((trx) => retakeUnpaidBooking(trx, id, attempt));

/**
 * The person's unpaid booking of the schedule and whether the schedule has expired holds, in one query
 * without a lock: all the slow path reads before it can answer a sold-out schedule's 409.
 */
async function unpaidBookingAndExpiredHolds(
  knex: Knex,
  key: BookingKey,
): Promise<{ unpaid: Booking | undefined; expiredHolds: boolean }> {
  const result = await knex.raw(
    `select b.*, ${expiredHoldsSql('s')} as expired_holds
     from workshop_schedules s
     left join bookings b on b.tenant_id = s.tenant_id and b.workshop_schedule_id = s.id
       and b.user_id = ? and b.status = 'PENDING' and b.deleted_at is null
     where s.tenant_id = ? and s.id = ?
     limit 1`,
    [key.userId, key.tenantId, key.workshopScheduleId],
  );
  const row = result.rows[0] as
    | ({ id: string | null; expired_holds: boolean } & Record<string, unknown>)
    | undefined;
  if (!row) return { unpaid: undefined, expiredHolds: false };
  const { expired_holds: expiredHolds, ...columns } = row;
  const unpaid = row.id === null ? undefined : modelFromRawRow(Booking, columns);
  return { unpaid, expiredHolds };
}

/**
 * The unpaid booking `id` takes the attempt's seats, notes, address and meta (what it does not send is
 * kept), under the booking's lock (lockBooking: schedule, then booking); undefined when it was paid,
 * cancelled or deleted before the lock was had. Seats go through the booking rules: never below the
 * attendee seats given out, and taken through the seat counter (more only if they fit, not counting its
 * own). A live hold keeps its expiry, so asking again never holds seats for longer; a hold that ran out
 * starts again, as a new booking's would.
 */
async function retakeUnpaidBooking(
  trx: Knex.Transaction,
  id: string,
  attempt: BookingAttempt,
): Promise<BookedOnce | undefined> {
  await lockBooking(trx, id);
  const booking = await Booking.acrossTenants(trx).findById(id);
  if (booking?.status !== 'PENDING') return undefined;
  const before = booking.$clone();
  const live = booking.holdExpiresAt !== null && booking.holdExpiresAt > new Date();
  if (attempt.seats !== booking.seats) await assertSeatsCoverAttendees(trx, booking, attempt.seats);
  // Priced again as a new attempt, under the schedule's lock (lockBooking): its own early-bird seats
  // are not counted as taken by others.
  const session = await WorkshopSchedule.forTenant(booking.tenantId, trx).findById(
    booking.workshopScheduleId,
  );
  const own = isEarlyBird(booking.priceTerms) ? booking.seatsHeld : 0;
  const { priceMinor, currency, priceTerms } = attempt.priceFor((session?.earlyBirdSeats ?? 0) - own);
  await takeSeats(trx, booking, 'PENDING', attempt.seats, priceTerms);
  await booking.$query(trx).patch({
    priceMinor,
    currency,
    priceTerms,
    seats: attempt.seats,
    address: attempt.address,
    answers: attempt.answers,
    ...(attempt.notes !== undefined && { notes: attempt.notes }),
    ...(attempt.meta !== undefined && { meta: attempt.meta }),
    ...(attempt.inviteesPay !== undefined && { inviteesPay: attempt.inviteesPay }),
    ...(!live && { holdExpiresAt: newHoldExpiry() }),
  });
  return { id, created: false, before };
}

/**
 * Puts an unpaid booking that bookOnce changed back as it was (`before`), when the rest of the request
 * failed (its quote intent did not match): its seats, details, hold and quote intent. Seats it gave back
 * and that were taken meanwhile are a 409, and then it keeps the attempt's.
 */
export async function undoRetake(knex: Knex, before: Booking): Promise<void> {
  await knex.transaction(async (trx) => {
    await lockBooking(trx, before.id);
    const booking = await Booking.acrossTenants(trx).findById(before.id);
    if (booking?.status !== 'PENDING') return;
    await takeSeats(trx, booking, 'PENDING', before.seatsHeld, before.priceTerms);
    const { seats, notes, address, meta, answers, holdExpiresAt, paymentIntentId, inviteesPay } = before;
    const { priceMinor, currency, priceTerms } = before;
    await booking.$query(trx).patch({
      seats,
      notes,
      address,
      meta,
      answers,
      holdExpiresAt,
      paymentIntentId,
      inviteesPay,
      priceMinor,
      currency,
      priceTerms,
    });
  });
}
