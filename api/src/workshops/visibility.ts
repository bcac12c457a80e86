import type { Visibility } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { type Actor, actorOf } from '../policies/actor.ts';

/**
 * The visibility rule (DESIGN.md "Tenancy", docs/decisions/0011-visibility.md), in one place for every entry
 * point: listing, showing, quoting, booking.
 * - PUBLIC: listed, and reachable by anyone.
 * - UNLISTED: never listed; reachable (shown, quoted, booked) by anyone with its link.
 * - PRIVATE: never listed; reachable only by the ACTIVE members of its team, a super-admin, and the
 *   people invited to it: whoever holds a booking of it that is not cancelled, or a PENDING or ACCEPTED
 *   seat of one (by account or by address).
 * Anyone else meets it as if it did not exist (404 on show, the unknown schedule's 422 on quote and book).
 */

/** The schedules that are listed (marketplace, coach pages, calendar feeds): SQL on a schedules alias. */
export const listedScheduleSql = (alias: string): string => `${alias}.visibility = 'PUBLIC'`;

/** What the rule reads of a schedule. */
export interface VisibleSchedule {
  id: string;
  tenantId: string;
  visibility: Visibility;
}

/**
 * Whether the caller of `ctx` (signed in or a visitor) may reach the schedule by its link. Who they are
 * (their teams: a query) is only asked for a PRIVATE schedule.
 */
export async function mayReachSchedule(
  ctx: Context,
  knex: Knex,
  schedule: VisibleSchedule,
): Promise<boolean> {
  if (schedule.visibility !== 'PRIVATE') return true;
  const viewer = await viewerOf(ctx, knex);
  if (!viewer) return false;
  if (viewer.superAdmin || viewer.activeTenantIds.has(schedule.tenantId)) return true;
  const { id: userId, email } = viewer.user;
  const invited = await Booking.forTenant(schedule.tenantId, knex)
    .where('workshopScheduleId', schedule.id)
    .whereNot('status', 'CANCELLED')
    .where((scope) =>
      scope.where('bookings.userId', userId).orWhereExists(
        BookingSeat.forTenant(schedule.tenantId, knex)
          .whereColumn('booking_seats.bookingId', 'bookings.id')
          .whereIn('booking_seats.status', ['PENDING', 'ACCEPTED'])
          .where((seat) =>
            seat
              .where('booking_seats.userId', userId)
              .orWhereRaw('lower(booking_seats.email) = lower(?)', [email]),
          ),
      ),
    )
    .select('bookings.id')
    .first();
  return invited !== undefined;
}

/** The signed-in caller as the rule sees them, or undefined for a visitor (routes that serve both). */
async function viewerOf(ctx: Context, knex: Knex): Promise<Actor | undefined> {
  return ctx.state.auth ? actorOf(ctx, knex) : undefined;
}
