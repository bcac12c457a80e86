import { dataEnvelope, paymentIntentSchema, publicPaymentIntentBodySchema } from '../../contract/index.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { paymentContextOf } from '../../payments/booking-payments.ts';
import { presentIntent } from './payment-rules.ts';

/**
 * POST /v1/public/payments/payment-intent: an intent for seats of a public schedule, before there is a
 * booking (the public booking page renders the card form with it while the visitor signs in). It is
 * priced by the server and carries the schedule and seats; POST /v1/bookings with its paymentIntentId
 * ties it to the booking, and only then may the browser confirm it. An intent that succeeds without a
 * booking is refunded by the webhook.
 */
export const createPublicPaymentIntent = defineRoute({
  method: 'post',
  path: '/public/payments/payment-intent',
  summary: 'Create a payment intent for seats of a public schedule',
  tags: ['Payments'],
  request: { body: publicPaymentIntentBodySchema },
  responses: { 200: dataEnvelope(paymentIntentSchema) },
  errors: [400, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { workshopScheduleId, seats } = ctx.state.input.body;
    const schedule = await WorkshopSchedule.acrossTenants(trx).findById(workshopScheduleId);
    const workshop =
      schedule && (await Workshop.forTenant(schedule.tenantId, trx).findById(schedule.workshopId));
    const bookable =
      schedule?.status === 'PUBLISHED' &&
      schedule.visibility !== 'PRIVATE' &&
      schedule.startDate > new Date();
    if (!schedule || !workshop || !bookable || workshop.priceMinor === 0) {
      throw validationFailed({ workshopScheduleId: ['The selected workshop schedule is invalid.'] });
    }
    const intent = await paymentContextOf(ctx).payments.stripe.paymentIntents.create(
      {
        amount: seats * workshop.priceMinor,
        currency: workshop.currency.toLowerCase(),
        metadata: { workshopScheduleId: schedule.id, tenantId: schedule.tenantId, seats: String(seats) },
        description: `${seats} × ${workshop.title}`,
      },
      { idempotencyKey: `public-intent:${ctx.requestId}` },
    );
    return { data: presentIntent(intent) };
  },
});
