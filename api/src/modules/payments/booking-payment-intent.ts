import {
  BOOKING_HOLD_MINUTES,
  bookingPaymentIntentBodySchema,
  dataEnvelope,
  idParamsSchema,
  PAYMENT_MESSAGES,
  paymentIntentSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { paymentProblem } from '../../bookings/booking-lifecycle.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { lockBooking } from '../../bookings/lock-booking.ts';
import { takeSeats } from '../../bookings/seat-counter.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { User } from '../../models/user.ts';
import { bookingMetadata, paymentContextOf } from '../../payments/booking-payments.ts';
import { customerIdOf } from '../../payments/customers.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';
import { bookerPrice } from '../../pricing/booking-price.ts';
import { confirmWithCard, earlierIntent, presentIntent } from './payment-rules.ts';

/**
 * POST /v1/payments/bookings/:id/payment-intent: the Stripe payment intent of a PENDING booking, for
 * seats × price as the server computes it. One intent per booking, reused (its amount follows the seats),
 * so paying twice can never charge twice. A hold that ran out is renewed if the seats are still free
 * (409 otherwise). With `paymentMethodId` the card is charged at once; a refused card is a 422 in
 * Stripe's words, a card needing 3-D Secure answers `requires_action` with the page to send the payer to.
 * The hold is renewed in a transaction of its own, committed before Stripe is called.
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
  // Only its booker (or a super-admin) pays for a booking.
  access: {
    load: (ctx, db) => findBooking(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => bookingPolicy.editAsBooker(parties),
  },
  handler: async (ctx) => {
    const { knex } = ctx;
    const { stripe } = paymentContextOf(ctx).payments;
    const booking = await knex.transaction(async (trx) => {
      const { booking } = ctx.state.loaded;
      const problem = paymentProblem(booking);
      if (problem) throw validationFailed({ status: [problem] });
      if (!booking.holdExpiresAt || booking.holdExpiresAt <= new Date()) {
        // The hold ran out: taken again under the booking's lock, from what the booking is now (the
        // expiry timer may have released its seats, or a cancellation come, since it was read).
        await lockBooking(trx, booking.id);
        const locked = await Booking.forTenant(booking.tenantId, trx)
          .findById(booking.id)
          .select('status', 'seatsHeld')
          .throwIfNotFound();
        if (locked.status !== 'PENDING') throw validationFailed({ status: [PAYMENT_MESSAGES.notPending] });
        booking.seatsHeld = locked.seatsHeld;
        await takeSeats(trx, booking, 'PENDING', booking.seats);
        await booking
          .$query(trx)
          .patch({ holdExpiresAt: new Date(Date.now() + BOOKING_HOLD_MINUTES * 60_000) });
      }
      return booking;
    });
    const due = bookerPrice(booking).totalMinor;
    let intent = await earlierIntent(ctx, booking.paymentIntentId);
    if (intent?.status === 'succeeded') return { data: presentIntent(intent) };
    if (!intent) {
      const booker = await User.query(knex).findById(booking.userId).throwIfNotFound();
      intent = await stripe.paymentIntents.create(
        {
          amount: due,
          currency: booking.currency.toLowerCase(),
          customer: await customerIdOf(knex, stripe, booker),
          metadata: bookingMetadata(booking),
          description: `${booking.seats} × ${booking.workshopSchedule?.workshop?.title ?? 'workshop'}`,
          receipt_email: booker.email,
        },
        { idempotencyKey: `intent:${booking.id}:${due}` },
      );
      await booking.$query(knex).patch({ paymentIntentId: intent.id });
    } else if (intent.amount !== due) {
      intent = await stripe.paymentIntents.update(
        intent.id,
        { amount: due },
        { idempotencyKey: `intent-amount:${intent.id}:${due}` },
      );
    }
    intent = await confirmWithCard(ctx, intent, ctx.state.input.body);
    return { data: presentIntent(intent) };
  },
});
