import { bookingResourceFilePath, resourcesClosedMessage } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { loadBooking } from '../../bookings/find-booking.ts';
import { notFound } from '../../errors.ts';
import type { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { WorkshopResource } from '../../models/workshop-resource.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { bookingPolicy, partiesOf, seatPartiesOf } from '../../policies/booking-policy.ts';
import { presentWorkshopResource } from '../../presenters/present-workshop.ts';

/** A booking and what the caller reads of its resources: all, those it shows, or none yet (closed). */
export interface BookingResourceAccess {
  booking: Booking;
  workshopId: string;
  access: 'all' | 'visible' | 'closed';
}

/** The policy of a booking's resources: open to whoever reads them, unless closed for now (403). */
export const resourcesOpen = (found: BookingResourceAccess): boolean => found.access !== 'closed';

/** Why a booking's resources are closed to its booker and attendees (PENDING, CANCELLED). */
export const resourcesClosedBecause = (found: BookingResourceAccess): string =>
  resourcesClosedMessage(found.booking.status);

/**
 * The booking `id` and what the caller reads of its workshop's resources (policy:
 * bookingPolicy.viewResources), loaded by the access step of its routes: 404 to anyone who plays no part
 * in it; `closed` (resourcesOpen: 403 with the reason) to its booker and attendees while it is not
 * open. Bookings cross teams, so no X-Team is asked: a client who booked on the marketplace is no member
 * of the coach's team.
 */
export async function findBookingResources(
  ctx: Context,
  trx: Knex,
  id: string,
): Promise<BookingResourceAccess> {
  const { booking, schedule } = await loadBooking(trx, id);
  const actor = await actorOf(ctx, trx);
  const parties = partiesOf(actor, booking, schedule);
  const attendee = !bookingPolicy.view(parties) && (await holdsAcceptedSeat(trx, actor, booking));
  const access = bookingPolicy.viewResources({ ...parties, attendee }, booking.status);
  if (access === 'none') throw notFound();
  return { booking, workshopId: schedule.workshopId, access };
}

/** Whether the actor holds one of the booking's seats and accepted it. */
async function holdsAcceptedSeat(trx: Knex, actor: Actor, booking: Booking): Promise<boolean> {
  const seats = await BookingSeat.forTenant(booking.tenantId, trx).where({
    bookingId: booking.id,
    status: 'ACCEPTED',
  });
  return seats.some((seat) => seatPartiesOf(actor, booking, seat).holder);
}

/**
 * The live resources of the booking's workshop the caller reads, in their sortOrder. For `visible`, the
 * booking's own choice (meta.workshopResourcePreferences) wins over the resource's isVisible: the one
 * place this rule is applied, in the query, so pages and totals count only what is shown.
 */
export function bookingResourcesQuery(trx: Knex, found: BookingResourceAccess) {
  const query = WorkshopResource.forTenant(found.booking.tenantId, trx).where('workshopId', found.workshopId);
  if (found.access !== 'all') {
    const preferences = found.booking.meta?.workshopResourcePreferences ?? [];
    const shown = preferences.filter((choice) => choice.isVisible).map((choice) => choice.id);
    const hidden = preferences.filter((choice) => !choice.isVisible).map((choice) => choice.id);
    query.where((visible) =>
      visible
        .whereIn('id', shown)
        .orWhere((byCoach) => byCoach.where('isVisible', true).whereNotIn('id', hidden)),
    );
  }
  return query;
}

/**
 * A resource as the booking's parties get it: an uploaded file's filePath is the booking's download
 * address, the one they can use (the team's address needs membership).
 */
export const presentBookingResource = (bookingId: string) => (resource: WorkshopResource) => {
  const presented = presentWorkshopResource(resource);
  return resource.fileId
    ? { ...presented, filePath: bookingResourceFilePath(bookingId, resource.id) }
    : presented;
};
