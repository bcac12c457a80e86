import type Stripe from 'stripe';
import { authenticate } from '../../auth/authenticate.ts';
import { lockBooking } from '../../bookings/lock-booking.ts';
import { takeSeats } from '../../bookings/seat-counter.ts';
import {
  BOOKING_HOLD_MINUTES,
  bookingPaymentIntentBodySchema,
  dataEnvelope,
  idParamsSchema,
  PAYMENT_MESSAGES,
  paymentIntentSchema,
} from '../../contract/index.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { User } from '../../models/user.ts';
import { applySucceededIntent, bookingMetadata, paymentContextOf } from '../../payments/booking-payments.ts';
import { customerIdOf } from '../../payments/customers.ts';
import { cardRefusal, findPayableBooking, presentIntent } from './payment-rules.ts';

/**
 * POST /v1/payments/bookings/:id/payment-intent: the Stripe payment intent of a PENDING booking, for
 * seats × price as the server computes it. One intent per booking, reused (its amount follows the seats),
 * so paying twice can never charge twice. A hold that ran out is renewed if the seats are still free
 * (409 otherwise). With `paymentMethodId` the card is charged at once; a refused card is a 422 in
 * Stripe's words, a card needing 3-D Secure answers `requires_action` with the page to send the payer to.
 */
export const createBookingPaymentIntent = defineRoute({
  method: 'post',
  path: '/payments/bookings/:id/payment-intent',
  summary: 'Create (or reuse) the payment intent of a booking',
  tags: ['Payments'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: bookingPaymentIntentBodySchema },
  responses: { 200: dataEnvelope(paymentIntentSchema) },
  errors: [400, 401, 403, 404, 409, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { paymentMethodId, savePaymentMethod, returnUrl } = ctx.state.input.body;
    const context = paymentContextOf(ctx);
    const { stripe } = context.payments;
    const { booking } = await findPayableBooking(ctx, trx, ctx.state.input.params.id);
    if (booking.status !== 'PENDING') throw validationFailed({ status: [PAYMENT_MESSAGES.notPending] });
    const due = booking.amountDueMinor();
    if (due === 0) throw validationFailed({ status: [PAYMENT_MESSAGES.nothingDue] });
    if (!booking.holdExpiresAt || booking.holdExpiresAt <= new Date()) {
      await lockBooking(trx, booking.id);
      const { seatsHeld } = await Booking.forTenant(booking.tenantId, trx)
        .findById(booking.id)
        .select('seatsHeld')
        .throwIfNotFound();
      await takeSeats(trx, Object.assign(booking, { seatsHeld }), 'PENDING', booking.seats);
      await booking
        .$query(trx)
        .patch({ holdExpiresAt: new Date(Date.now() + BOOKING_HOLD_MINUTES * 60_000) });
    }
    let intent: Stripe.PaymentIntent | undefined = booking.paymentIntentId
      ? await stripe.paymentIntents.retrieve(booking.paymentIntentId)
      : undefined;
    if (intent?.status === 'canceled') intent = undefined;
    if (intent?.status === 'succeeded') {
      await applySucceededIntent(trx, context, intent);
      return { data: presentIntent(intent) };
    }
    if (!intent) {
      const booker = await User.query(trx).findById(booking.userId).throwIfNotFound();
      intent = await stripe.paymentIntents.create(
        {
          amount: due,
          currency: booking.currency.toLowerCase(),
          customer: await customerIdOf(trx, stripe, booker),
          metadata: bookingMetadata(booking),
          description: `${booking.seats} × ${booking.workshopSchedule?.workshop?.title ?? 'workshop'}`,
          receipt_email: booker.email,
        },
        { idempotencyKey: `intent:${booking.id}:${due}` },
      );
      await booking.$query(trx).patch({ paymentIntentId: intent.id });
    } else if (intent.amount !== due) {
      intent = await stripe.paymentIntents.update(
        intent.id,
        { amount: due },
        { idempotencyKey: `intent-amount:${intent.id}:${due}` },
      );
    }
    if (paymentMethodId) {
      intent = await stripe.paymentIntents
        .confirm(
          intent.id,
          {
            payment_method: paymentMethodId,
            ...(returnUrl ? { return_url: returnUrl } : {}),
            ...(savePaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: `confirm:${intent.id}:${ctx.requestId}` },
        )
        .catch((error: unknown) => {
          throw cardRefusal(error, 'paymentMethodId');
        });
      if (intent.status === 'succeeded') await applySucceededIntent(trx, context, intent);
    }
    return { data: presentIntent(intent) };
  },
});
