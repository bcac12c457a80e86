import type { Knex } from 'knex';
import type { Context } from 'koa';
import {
  allSeatsAssignedMessage,
  type InvitationStatus,
  SEAT_MESSAGES,
  seatsAssignedMessage,
} from '../../contract/index.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { User } from '../../models/user.ts';
import { actorOf } from '../../policies/actor.ts';
import { type SeatParties, seatPartiesOf, seatPolicy } from '../../policies/booking-policy.ts';
import { withBookingGraph } from '../bookings/booking-rules.ts';
import { lockBooking } from '../bookings/seats.ts';

/** Invitation statuses that take one of the booking's seats. */
const SEAT_TAKING: readonly InvitationStatus[] = ['PENDING', 'ACCEPTED'];

/** A seat a route names, with its booking and the caller's parts in it. */
export interface FoundSeat {
  seat: BookingSeat;
  booking: Booking;
  parties: SeatParties;
}

/**
 * The seat `id` with its booking and the parts the caller plays; 404 when there is none, its booking is
 * deleted, or the caller plays no part. `deleted`: among soft-deleted seats (restore).
 */
export async function findSeat(
  ctx: Context,
  trx: Knex,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<FoundSeat> {
  const query = BookingSeat.acrossTenants(trx).findById(id);
  const seat = await (options.deleted ? query.onlyDeleted() : query);
  if (!seat) throw notFound();
  const booking = await seatBooking(trx, seat);
  const parties = seatPartiesOf(await actorOf(ctx, trx), booking, seat);
  if (!seatPolicy.view(parties)) throw notFound();
  return { seat, booking, parties };
}

/** The live booking of a seat with its schedule and workshop, whoever asks (invitation links carry no session). */
export async function seatBooking(trx: Knex, seat: BookingSeat): Promise<Booking> {
  const booking = await withBookingGraph(Booking.forTenant(seat.tenantId, trx).findById(seat.bookingId));
  if (!booking) throw notFound();
  return booking;
}

/**
 * The seats of a booking never exceed its seat count: the booking is locked for the rest of the
 * transaction (lockBooking) (so two seats given at once queue here) and its seat-taking seats counted. `exceptSeatId`:
 * a seat that is changing and must not count against itself.
 */
export async function assertRoomFor(
  trx: Knex.Transaction,
  booking: Booking,
  exceptSeatId?: string,
): Promise<void> {
  await lockBooking(trx, booking.id);
  const assigned = await countAssigned(trx, booking, exceptSeatId);
  if (assigned >= booking.seats)
    throw validationFailed({ bookingId: [allSeatsAssignedMessage(booking.seats)] });
}

/** Lowering a booking's seats: never below the seats already given out (422 on seats). */
export async function assertSeatsCoverAssigned(
  trx: Knex.Transaction,
  booking: Booking,
  seats: number,
): Promise<void> {
  const assigned = await countAssigned(trx, booking);
  if (seats < assigned) throw validationFailed({ seats: [seatsAssignedMessage(assigned)] });
}

async function countAssigned(trx: Knex, booking: Booking, exceptSeatId?: string): Promise<number> {
  const query = BookingSeat.forTenant(booking.tenantId, trx)
    .where('bookingId', booking.id)
    .whereIn('status', SEAT_TAKING);
  if (exceptSeatId) query.whereNot('id', exceptSeatId);
  return query.resultSize();
}

/**
 * Who a seat is for, checked: a userId names an existing account (422 otherwise), and nobody holds two
 * live seats of one booking (422 on the field that repeats).
 */
export async function assertHolder(
  trx: Knex,
  booking: Booking,
  holder: { userId?: string | null | undefined; email?: string | null | undefined },
  exceptSeatId?: string,
): Promise<void> {
  if (holder.userId && !(await User.query(trx).findById(holder.userId))) {
    throw validationFailed({ userId: [SEAT_MESSAGES.invalidUser] });
  }
  for (const field of ['userId', 'email'] as const) {
    const value = holder[field];
    if (!value) continue;
    const same = BookingSeat.forTenant(booking.tenantId, trx)
      .where('bookingId', booking.id)
      .where(field, value);
    if (exceptSeatId) same.whereNot('id', exceptSeatId);
    if ((await same.resultSize()) > 0) throw validationFailed({ [field]: [SEAT_MESSAGES.taken] });
  }
}

/** 422 unless the booking still gives seats (PENDING or CONFIRMED). */
export function assertBookingOpen(booking: Booking): void {
  if (booking.status !== 'PENDING' && booking.status !== 'CONFIRMED') {
    throw validationFailed({ bookingId: [SEAT_MESSAGES.bookingClosed] });
  }
}

/** Whether a status takes one of the booking's seats. */
export const takesSeat = (status: InvitationStatus): boolean => SEAT_TAKING.includes(status);
