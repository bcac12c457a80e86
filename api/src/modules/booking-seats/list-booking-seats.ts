import { bookingSeatListQuerySchema, bookingSeatSchema, pageEnvelope } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { withSeatHolder, withSeatSessionGraph } from '../../bookings/booking-graph.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentSeatFor } from '../../presenters/present-booking-seat.ts';

/**
 * GET /v1/booking-seats, oldest first. With bookingId: that booking's seats, to its parties. Without:
 * the seats given to me (by account or address) on live bookings, wherever they are, each with its
 * `session` (what it is a seat of), since its holder cannot read the booking.
 */
export const listBookingSeats = defineRoute({
  method: 'get',
  path: '/booking-seats',
  summary: "List a booking's seats, or the seats given to me",
  tags: ['Booking seats'],
  before: [authenticate()],
  request: { query: bookingSeatListQuerySchema },
  responses: { 200: pageEnvelope(bookingSeatSchema) },
  errors: [400, 401, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { page, perPage, bookingId, status } = ctx.state.input.query;
    const actor = await actorOf(ctx, trx);
    const { user } = actor;
    let query: BookingSeat['QueryBuilderType'];
    let of: Booking | undefined;
    if (bookingId) {
      of = (await findBooking(ctx, trx, bookingId)).booking;
      query = BookingSeat.forTenant(of.tenantId, trx).where('bookingId', of.id);
    } else {
      query = withSeatSessionGraph(
        BookingSeat.acrossTenants(trx)
          .where((mine) => mine.where('userId', user.id).orWhere('email', user.email.toLowerCase()))
          .whereIn('bookingId', Booking.acrossTenants(trx).select('id')),
        'seat',
      );
    }
    if (status) query.where('status', status);
    withSeatHolder(query);
    query.orderBy([{ column: 'createdAt' }, { column: 'id' }]);
    return presentPage(await paginate(query, { page, perPage }), presentSeatFor(actor, of));
  },
});
