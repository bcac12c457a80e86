import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { actorOf } from '../policies/actor.ts';
import { type BookingParties, bookingPolicy, partiesOf } from '../policies/booking-policy.ts';
import { giveMeetingRooms } from '../workshops/meeting-links.ts';
import { withBookingGraph } from './booking-graph.ts';
import { lockBooking } from './lock-booking.ts';

/** A booking a route names, found in whatever team it is, with the caller's parts in it. */
export interface FoundBooking {
  booking: Booking;
  parties: BookingParties;
}

/**
 * The booking `id` with its relations and the parts the caller plays in it; 404 when there is none, or
 * when the caller plays no part (another client's booking is as unknown as a missing one).
 * `deleted`: true, among soft-deleted bookings only (restore); 'also', whether deleted or not (the answer
 * of a change, which a delete right after it does not undo). `lock`: for a change, locked first
 * (lockBooking), so what is read is what the change starts from.
 */
export async function findBooking(
  ctx: Context,
  trx: Knex,
  id: string,
  options: { deleted?: boolean | 'also'; lock?: boolean } = {},
): Promise<FoundBooking> {
  if (options.lock) await lockBooking(trx, id);
  const query = withBookingGraph(Booking.acrossTenants(trx).findById(id));
  if (options.deleted === 'also') query.withDeleted();
  else if (options.deleted) query.onlyDeleted();
  const { booking, schedule } = scheduledBooking(await query);
  const parties = partiesOf(await actorOf(ctx, trx), booking, schedule);
  if (!bookingPolicy.view(parties)) throw notFound();
  // Its attendee and its coach read the sessions' meeting links (presentBooking decides when).
  if (parties.booker || parties.coach) await giveMeetingRooms(trx, ctx.config, [schedule]);
  return { booking, parties };
}

/**
 * The live booking `id` with its relations, whoever asks (404 when there is none): for routes that
 * decide themselves who may see what of it, such as its resources, which its attendees read too.
 */
export async function loadBooking(trx: Knex, id: string): Promise<ScheduledBooking> {
  return scheduledBooking(await withBookingGraph(Booking.acrossTenants(trx).findById(id)));
}

/** A booking read with its schedule (BOOKING_GRAPH). */
export interface ScheduledBooking {
  booking: Booking;
  schedule: WorkshopSchedule;
}

function scheduledBooking(booking: Booking | undefined): ScheduledBooking {
  const schedule = booking?.workshopSchedule;
  if (!booking || !schedule) throw notFound();
  return { booking, schedule };
}
