import { bookingSchema, dataEnvelope, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';
import { presentFoundBooking } from '../../presenters/present-booking.ts';

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
  access: {
    load: (ctx, db) => findBooking(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => bookingPolicy.view(parties),
  },
  handler: async (ctx) => present(ctx.state.loaded, presentFoundBooking),
});
