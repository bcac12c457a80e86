import {
  bookingPaymentIntentBodySchema,
  bookingSeatSchema,
  dataEnvelope,
  finalizePaymentSchema,
  INVITEE_PAY_MESSAGES,
  idParamsSchema,
  PAYMENT_MESSAGES,
  paymentIntentSchema,
} from '@exceed/contract';
import Stripe from 'stripe';
import { authenticate } from '../../auth/authenticate.ts';
import { withSeatHolder } from '../../bookings/booking-graph.ts';
import { findSeat } from '../../bookings/find-booking-seat.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { User } from '../../models/user.ts';
import { paymentContextOf } from '../../payments/booking-payments.ts';
import { customerIdOf } from '../../payments/customers.ts';
import { settleSucceededIntent } from '../../payments/refunds.ts';
import { seatPayable, seatPaymentMetadata } from '../../payments/seat-payments.ts';
import { seatPolicy } from '../../policies/booking-policy.ts';
import { presentFoundSeat } from '../../presenters/present-booking-seat.ts';
import { seatPrice } from '../../pricing/booking-price.ts';
import { assertSucceeded, confirmWithCard, earlierIntent, presentIntent } from './payment-rules.ts';

/**
 * POST /v1/payments/booking-seats/:id/payment-intent: an invitee pays for their own seat (issue 23, item
 * 4), the seat's price as booked, while its hold lasts: 422 on id otherwise. One intent per seat, reused,
 * so paying twice never charges twice. With `paymentMethodId` the card is charged at once, as for a
 * booking. Only the seat's holder pays (its booker and anyone else: 403 or 404).
 */
export const createSeatPaymentIntent = defineRoute({
  method: 'post',
  path: '/payments/booking-seats/:id/payment-intent',
  summary: 'Create (or reuse) the payment intent of an invitee paying for their seat',
  tags: ['Payments'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: bookingPaymentIntentBodySchema },
  responses: { 200: dataEnvelope(paymentIntentSchema) },
  errors: [400, 401, 403, 404, 419],
  // Only its holder pays for a seat (its booker and anyone else: 403 or 404).
  access: {
    load: (ctx, db) => findSeat(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => seatPolicy.pay(parties),
  },
  handler: async (ctx) => {
    const { knex } = ctx;
    const { stripe } = paymentContextOf(ctx).payments;
    const { seat, booking } = ctx.state.loaded;
    if (!seatPayable(booking, seat)) {
      const message =
        seat.paidAt || !booking.inviteesPay
          ? INVITEE_PAY_MESSAGES.notPayable
          : booking.status === 'PENDING'
            ? INVITEE_PAY_MESSAGES.bookerFirst
            : INVITEE_PAY_MESSAGES.holdEnded;
      throw validationFailed({ id: [message] });
    }
    let intent = await earlierIntent(ctx, seat.paymentIntentId);
    if (intent?.status === 'succeeded') return { data: presentIntent(intent) };
    if (!intent) {
      const payer = await User.query(knex)
        .findById(ctx.state.auth?.user.id ?? '')
        .throwIfNotFound();
      intent = await stripe.paymentIntents.create(
        {
          amount: seatPrice(booking).totalMinor,
          currency: booking.currency.toLowerCase(),
          customer: await customerIdOf(knex, stripe, payer),
          metadata: seatPaymentMetadata(booking, seat),
          description: `1 × ${booking.workshopSchedule?.workshop?.title ?? 'workshop'}`,
          receipt_email: payer.email,
        },
        { idempotencyKey: `seat-intent:${seat.id}` },
      );
      await BookingSeat.forTenant(seat.tenantId, knex)
        .findById(seat.id)
        .whereNull('paidAt')
        .patch({ paymentIntentId: intent.id });
    }
    intent = await confirmWithCard(ctx, intent, ctx.state.input.body);
    return { data: presentIntent(intent) };
  },
});

/**
 * POST /v1/payments/booking-seats/:id/finalize: after the browser confirmed the invitee's card, the seat
 * is paid from what Stripe says of the intent (never the browser's word); idempotent with the webhook. A
 * payment that came after the seat was released is refunded in full, and the seat answers unpaid.
 */
export const finalizeSeatPayment = defineRoute({
  method: 'post',
  path: '/payments/booking-seats/:id/finalize',
  summary: "Record an invitee's succeeded payment for their seat",
  tags: ['Payments'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: finalizePaymentSchema },
  responses: { 200: dataEnvelope(bookingSeatSchema) },
  errors: [400, 401, 403, 404, 419],
  // Only its holder pays for a seat (its booker and anyone else: 403 or 404).
  access: {
    load: (ctx, db) => findSeat(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => seatPolicy.pay(parties),
  },
  handler: async (ctx) => {
    const { seat, booking, parties } = ctx.state.loaded;
    const intent = await paymentContextOf(ctx)
      .payments.stripe.paymentIntents.retrieve(ctx.state.input.body.paymentIntentId)
      .catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
        throw error;
      });
    if (!intent || intent.metadata.bookingSeatId !== seat.id) {
      throw validationFailed({ paymentIntentId: [PAYMENT_MESSAGES.wrongIntent] });
    }
    assertSucceeded(intent);
    await settleSucceededIntent(ctx, intent);
    const paid = await withSeatHolder(
      BookingSeat.forTenant(seat.tenantId, ctx.knex).withDeleted().findById(seat.id),
    );
    return present({ seat: paid ?? seat, booking, parties }, presentFoundSeat);
  },
});
