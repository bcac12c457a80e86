import {
  cancellationQuoteQuerySchema,
  cancellationQuoteSchema,
  dataEnvelope,
  idParamsSchema,
  tooManySeatsToCancelMessage,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { refundRuleOf } from '../../bookings/booking-lifecycle.ts';
import { assertCancellable } from '../../bookings/cancel-and-refund.ts';
import { refundNow } from '../../bookings/cancellation-refund.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';
import { presentCancellationQuote } from '../../presenters/present-booking.ts';

/**
 * GET /v1/bookings/:id/cancellation-quote?seats=n: what cancelling n seats (default all) would give back
 * now, and by which tier of the workshop's policy; what the confirmation dialog shows before the client
 * confirms. The cancellation itself computes it again at its own moment.
 */
export const cancellationQuote = defineRoute({
  method: 'get',
  path: '/bookings/:id/cancellation-quote',
  summary: 'Quote the refund of cancelling seats of a booking',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { params: idParamsSchema, query: cancellationQuoteQuerySchema },
  responses: { 200: dataEnvelope(cancellationQuoteSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: {
    load: (ctx, db) => findBooking(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => bookingPolicy.cancel(parties),
  },
  handler: async (ctx) => {
    const { query } = ctx.state.input;
    const { booking, parties } = ctx.state.loaded;
    assertCancellable(booking);
    const seats = query.seats ?? booking.seats;
    if (seats > booking.seats)
      throw validationFailed({ seats: [tooManySeatsToCancelMessage(booking.seats)] });
    return present(
      { booking, refund: await refundNow(ctx.state.trx, booking, seats, refundRuleOf(parties)) },
      presentCancellationQuote,
    );
  },
});
