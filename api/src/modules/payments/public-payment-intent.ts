import { dataEnvelope, paymentIntentSchema, publicPaymentIntentBodySchema } from '@exceed/contract';
import { optionalAuthentication } from '../../auth/authenticate.ts';
import { findScheduleWithWorkshop } from '../../bookings/bookable-schedule.ts';
import { assertSeatsPerBooking } from '../../bookings/booking-limits.ts';
import { applicableCode } from '../../bookings/code-redemptions.ts';
import { assertSeatsLeft } from '../../bookings/seat-counter.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paymentContextOf } from '../../payments/booking-payments.ts';
import { sessionPrice } from '../../pricing/booking-price.ts';
import { quotedTax } from '../../pricing/tax-treatment.ts';
import { mayReachSchedule } from '../../workshops/visibility.ts';
import { presentIntent } from './payment-rules.ts';

/**
 * POST /v1/public/payments/payment-intent: an intent for seats of a bookable schedule, before there is a
 * booking (the public booking page renders the card form with it while the visitor signs in). It is
 * priced by the server (with the promo code it is given) and carries the schedule and seats; POST /v1/bookings with its paymentIntentId
 * ties it to the booking, and only then may the browser confirm it. An intent that succeeds without a
 * booking is refunded by the webhook. A schedule the caller may not book (not bookable, free, or hidden
 * by the visibility rule) is a 422 on workshopScheduleId and one without the seats a 409 saying how many
 * are left, both before Stripe is asked for anything.
 */
export const createPublicPaymentIntent = defineRoute({
  method: 'post',
  path: '/public/payments/payment-intent',
  summary: 'Create a payment intent for seats of a public schedule',
  tags: ['Payments'],
  before: [optionalAuthentication()],
  request: { body: publicPaymentIntentBodySchema },
  responses: { 200: dataEnvelope(paymentIntentSchema) },
  errors: [400, 409, 419],
  handler: async (ctx) => {
    const { knex } = ctx;
    const { workshopScheduleId, seats, code, country, vatId } = ctx.state.input.body;
    const found = await findScheduleWithWorkshop(knex, workshopScheduleId);
    const bookable =
      found?.schedule.status === 'PUBLISHED' &&
      found.schedule.startDate > new Date() &&
      found.workshop.priceMinor > 0 &&
      (await mayReachSchedule(ctx, knex, found.schedule));
    if (!found || !bookable) {
      throw validationFailed({ workshopScheduleId: ['The selected workshop schedule is invalid.'] });
    }
    const { schedule, workshop } = found;
    assertSeatsPerBooking(workshop, seats);
    // The counters and expired holds as read with the schedule: a sold-out schedule's 409 costs no query.
    await assertSeatsLeft(knex, schedule.tenantId, schedule.id, seats, found);
    const discount = code
      ? await applicableCode(knex, schedule.tenantId, code, {
          workshop,
          seats,
          now: new Date(),
          userId: ctx.state.auth?.user.id,
        })
      : undefined;
    const price = sessionPrice(workshop, schedule.earlyBirdSeats, seats, {
      discount,
      tax: quotedTax(found.taxRegistration, { country, vatId }),
    });
    const intent = await paymentContextOf(ctx).payments.stripe.paymentIntents.create(
      {
        amount: price.totalMinor,
        currency: workshop.currency.toLowerCase(),
        metadata: { workshopScheduleId: schedule.id, tenantId: schedule.tenantId, seats: String(seats) },
        description: `${seats} × ${workshop.title}`,
      },
      { idempotencyKey: `public-intent:${ctx.requestId}` },
    );
    return { data: presentIntent(intent) };
  },
});
