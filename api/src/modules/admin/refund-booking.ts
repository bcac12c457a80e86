import {
  ADMIN_MESSAGES,
  adminBookingSchema,
  adminRefundSchema,
  dataEnvelope,
  idParamsSchema,
  PAYMENT_MESSAGES,
} from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { withBookingGraph } from '../../bookings/booking-graph.ts';
import { cancelBooking } from '../../bookings/cancel-booking.ts';
import { lockBooking } from '../../bookings/lock-booking.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { planBookingRefund, planPartialRefund } from '../../payments/refund-plans.ts';
import { decideThenRefund } from '../../payments/refunds.ts';
import { presentBooking } from '../../presenters/present-booking.ts';
import { adminAccess, tags } from './admin-access.ts';
import { adminBooking } from './admin-bookings.ts';

/**
 * POST /v1/admin/bookings/:id/refunds `{ amount? }`: gives back what a booking paid, through the refund
 * path of a coach's cancellation (decideThenRefund: decided under the booking's lock, made at Stripe once
 * that has committed). No amount: all that is left, and a live booking is cancelled, which frees its
 * seats. An amount (minor units): that part, recorded once Stripe has made it; the booking stays.
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
    await decideThenRefund(ctx, async (trx, refunds) => {
      await lockBooking(trx, params.id);
      const booking = await withBookingGraph(
        Booking.acrossTenants(trx).withDeleted().findById(params.id),
      ).throwIfNotFound();
      const before = presentBooking(booking);
      const left = booking.amountPaidMinor - booking.amountRefundedMinor;
      if (left <= 0 || !booking.paymentIntentId)
        throw validationFailed({ amount: [ADMIN_MESSAGES.nothingToRefund] });
      if (body.amount !== undefined && body.amount > left) {
        throw validationFailed({ amount: [ADMIN_MESSAGES.refundTooLarge] });
      }
      if (body.amount === undefined) {
        if (booking.status === 'PENDING' || booking.status === 'CONFIRMED') {
          await cancelBooking(trx, booking, PAYMENT_MESSAGES.refundedInFull);
        }
        await planBookingRefund(trx, booking, refunds);
      } else {
        await planPartialRefund(trx, booking, body.amount, refunds);
      }
      await recordAudit(trx, ctx, {
        action: 'booking.refund',
        subjectKind: 'booking',
        subjectId: booking.id,
        before,
        after: { ...presentBooking(booking), refundMinor: body.amount ?? left },
      });
    });
    return { data: await adminBooking(ctx.knex, params.id) };
  },
});
