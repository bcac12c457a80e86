import { bookingSchema, dataEnvelope, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentBooking } from '../../presenters/present-booking.ts';

/** GET /v1/bookings/:id: to its booker, the coach of its schedule and a super-admin (others: 404). */
export const showBooking = defineRoute({
  method: 'get',
  path: '/bookings/:id',
  summary: 'Show a booking',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(bookingSchema) },
  errors: [400, 401, 404],
  transaction: true,
  handler: async (ctx) => {
    const { booking } = await findBooking(ctx, ctx.state.trx, ctx.state.input.params.id);
    return present(booking, presentBooking);
  },
});
