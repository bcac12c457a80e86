import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { bookingSchema, pageEnvelope, paginationQuerySchema } from '../../contract/index.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Booking } from '../../models/booking.ts';
import { presentBooking } from '../../presenters/present-booking.ts';

/** GET /v1/bookings: the caller's own bookings, wherever they booked (DESIGN.md "Tenancy"), newest first. */
export const listMyBookings = defineRoute({
  method: 'get',
  path: '/bookings',
  summary: 'List my bookings',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { query: paginationQuerySchema },
  responses: { 200: pageEnvelope(bookingSchema) },
  errors: [401],
  transaction: true,
  handler: async (ctx) => {
    const query = Booking.acrossTenants(ctx.state.trx)
      .where('userId', currentUser(ctx).id)
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id' }]);
    return presentPage(await paginate(query, ctx.state.input.query), presentBooking);
  },
});
