import { bookingSchema, cancelSeatsSchema, dataEnvelope, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { cancelledBy, refundRuleOf } from '../../bookings/booking-lifecycle.ts';
import { cancelAndRefund } from '../../bookings/cancel-and-refund.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { decideThenRefund } from '../../payments/refunds.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';
import { presentFoundBooking } from '../../presenters/present-booking.ts';

/**
 * POST /v1/bookings/:id/cancellations: cancels some (or all) of a booking's seats, by its booker, its
 * coach or the platform. The refund is what the quote says at this moment (the booker's by the
 * workshop's policy, anyone else's in full), decided with the seats under the booking's lock
 * (cancelAndRefund) and made at Stripe once that has committed (decideThenRefund).
 */
export const cancelBookingSeats = defineRoute({
  method: 'post',
  path: '/bookings/:id/cancellations',
  summary: 'Cancel some or all seats of a booking, refunded by its policy',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: cancelSeatsSchema },
  responses: { 200: dataEnvelope(bookingSchema) },
  errors: [400, 401, 403, 404, 419],
  // Who may cancel is decided on a plain read; the cancellation reads the booking again under its lock,
  // inside decideThenRefund's transaction, and cancels what it finds then.
  access: {
    load: (ctx, db) => findBooking(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => bookingPolicy.cancel(parties),
  },
  handler: async (ctx) => {
    const { params, body } = ctx.state.input;
    const id = await decideThenRefund(ctx, async (trx, refunds) => {
      const { booking, parties } = await findBooking(ctx, trx, params.id, { lock: true });
      await cancelAndRefund(trx, booking, {
        reason: body.cancellationReason,
        seats: body.seats,
        seatIds: body.seatIds,
        refund: { rule: refundRuleOf(parties), planned: refunds },
        by: cancelledBy(parties),
        audit: { ctx, action: 'booking.cancel' },
      });
      return booking.id;
    });
    // Deleted too: a delete that came right after this cancellation does not undo its answer.
    return present(await findBooking(ctx, ctx.knex, id, { deleted: 'also' }), presentFoundBooking);
  },
});
