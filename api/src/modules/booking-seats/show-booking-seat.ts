import { bookingSeatSchema, dataEnvelope, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { findSeat } from '../../bookings/find-booking-seat.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { seatPolicy } from '../../policies/booking-policy.ts';
import { presentFoundSeat } from '../../presenters/present-booking-seat.ts';

/** GET /v1/booking-seats/:id: to its booking's parties and its holder (others: 404). */
export const showBookingSeat = defineRoute({
  method: 'get',
  path: '/booking-seats/:id',
  summary: 'Show a booking seat',
  tags: ['Booking seats'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(bookingSeatSchema) },
  errors: [400, 401, 404],
  transaction: true,
  access: {
    load: (ctx, db) => findSeat(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => seatPolicy.view(parties),
  },
  handler: async (ctx) => present(ctx.state.loaded, presentFoundSeat),
});
