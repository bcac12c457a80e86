import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { actorOf } from '../policies/actor.ts';
import { type SeatParties, seatPartiesOf, seatPolicy } from '../policies/booking-policy.ts';
import { withBookingGraph, withSeatHolder } from './booking-graph.ts';

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
  const seat = await withSeatHolder(BookingSeat.acrossTenants(trx).findById(id))
    .onlyDeletedIf(options.deleted)
    .throwIfNotFound();
  const booking = await seatBooking(trx, seat);
  const parties = seatPartiesOf(await actorOf(ctx, trx), booking, seat);
  if (!seatPolicy.view(parties)) throw notFound();
  return { seat, booking, parties };
}

/** The live booking of a seat with its schedule and workshop. */
async function seatBooking(trx: Knex, seat: BookingSeat): Promise<Booking> {
  const booking = await withBookingGraph(Booking.forTenant(seat.tenantId, trx).findById(seat.bookingId));
  if (!booking) throw notFound();
  return booking;
}
