import { dataEnvelope, stripeKeySchema } from '@exceed/contract';
import { defineRoute } from '../../http/define-route.ts';

/** GET /v1/public/payments/stripe-key: the publishable key Stripe.js is loaded with (or the emulator's address). */
export const showStripeKey = defineRoute({
  method: 'get',
  path: '/public/payments/stripe-key',
  summary: "Stripe's publishable key",
  tags: ['Payments'],
  responses: { 200: dataEnvelope(stripeKeySchema) },
  handler: async (ctx) => ({
    data: { key: ctx.payments.publishableKey, emulatorUrl: ctx.payments.emulatorAccess?.url ?? null },
  }),
});
