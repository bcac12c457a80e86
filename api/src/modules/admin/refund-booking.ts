import {
  adminBookingSchema,
  adminRefundSchema,
  dataEnvelope,
  idParamsSchema,
  PAYMENT_MESSAGES,
} from '@exceed/contract';
import { withBookingGraph } from '../../bookings/booking-graph.ts';
import { refundByPlatform } from '../../bookings/cancel-and-refund.ts';
import { lockBooking } from '../../bookings/lock-booking.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { decideThenRefund } from '../../payments/refunds.ts';
import { adminAccess, tags } from './admin-access.ts';
import { adminBooking } from './admin-bookings.ts';

/**
 * POST /v1/admin/bookings/:id/refunds `{ amount? }`: gives back what a booking paid (refundByPlatform:
 * decided under the booking's lock, made at Stripe once that has committed). No amount: all that is
 * left, and a live booking is cancelled, which frees its seats. An amount (minor units): that part,
 * recorded once Stripe has made it; the booking stays.
 */
export const refundAdminBooking = defineRoute({
  method: 'post',
  path: '/admin/bookings/:id/refunds',
  summary: 'Refund a booking in full (cancelling it) or in part',
  tags,
  before: adminAccess,
  request: { params: idParamsSchema, body: adminRefundSchema },
  responses: { 200: dataEnvelope(adminBookingSchema) },
  errors: [401, 403, 404, 419],
  handler: async (ctx) => {
    const { params, body } = ctx.state.input;
    await decideThenRefund(ctx, async (trx, planned) => {
      await lockBooking(trx, params.id);
      const booking = await withBookingGraph(
        Booking.acrossTenants(trx).withDeleted().findById(params.id),
      ).throwIfNotFound();
      await refundByPlatform(trx, booking, {
        amountMinor: body.amount,
        reason: PAYMENT_MESSAGES.refundedInFull,
        planned,
        audit: { ctx, action: 'booking.refund' },
      });
    });
    return { data: await adminBooking(ctx.knex, params.id) };
  },
});
