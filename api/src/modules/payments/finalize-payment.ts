import {
  bookingSchema,
  dataEnvelope,
  finalizePaymentSchema,
  idParamsSchema,
  PAYMENT_MESSAGES,
} from '@exceed/contract';
import Stripe from 'stripe';
import { authenticate } from '../../auth/authenticate.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { paymentContextOf } from '../../payments/booking-payments.ts';
import { settleSucceededIntent } from '../../payments/refunds.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';
import { presentFoundBooking } from '../../presenters/present-booking.ts';
import { assertSucceeded } from './payment-rules.ts';

/**
 * POST /v1/payments/bookings/:id/finalize: after the browser confirmed the card, the booking is confirmed
 * from what Stripe says of the intent (never from the browser's word). Idempotent with the webhook: the
 * first of them applies the payment, the other finds it applied. A payment that came too late for its
 * seats answers the booking CANCELLED with the reason, its money refunded. Stripe is asked before the
 * transaction that applies the payment, and a refund is made after it.
 */
export const finalizePayment = defineRoute({
  method: 'post',
  path: '/payments/bookings/:id/finalize',
  summary: 'Confirm a booking from its succeeded payment',
  tags: ['Payments'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: finalizePaymentSchema },
  responses: { 200: dataEnvelope(bookingSchema) },
  errors: [400, 401, 403, 404, 419],
  // Only its booker (or a super-admin) pays for a booking.
  access: {
    load: (ctx, db) => findBooking(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => bookingPolicy.editAsBooker(parties),
  },
  handler: async (ctx) => {
    const context = paymentContextOf(ctx);
    const { booking } = ctx.state.loaded;
    const intent = await context.payments.stripe.paymentIntents
      .retrieve(ctx.state.input.body.paymentIntentId)
      .catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
        throw error;
      });
    if (!intent || intent.metadata.bookingId !== booking.id) {
      throw validationFailed({ paymentIntentId: [PAYMENT_MESSAGES.wrongIntent] });
    }
    assertSucceeded(intent);
    await settleSucceededIntent(ctx, intent);
    return present(await findBooking(ctx, ctx.knex, booking.id), presentFoundBooking);
  },
});
