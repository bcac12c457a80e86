import { PAYMENT_MESSAGES } from '@exceed/contract';
import type Stripe from 'stripe';
import { HttpError } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import {
  applyRefundedCharge,
  applySucceededIntent,
  paymentContextOf,
  succeededPaymentOf,
} from '../../payments/booking-payments.ts';
import type { PaymentGateway } from '../../payments/payment-gateway.ts';
import { decideThenRefund } from '../../payments/refunds.ts';
import { applyDisputeClosed, applyDisputeOpened } from '../../payouts/disputes.ts';
import { applyAccountUpdate } from '../../payouts/payout-account-state.ts';

const receivedSchema = {
  type: 'object',
  properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' } },
  required: ['received'],
  additionalProperties: false,
} as const;

/**
 * The event, if its signature is the platform endpoint's or the Connect endpoint's (connected accounts'
 * events come signed by the latter); 400 otherwise.
 */
function signedEvent(payments: PaymentGateway, body: string | Buffer, signature: string): Stripe.Event {
  const secrets = [payments.webhookSecret, payments.connectWebhookSecret].filter((secret) => secret);
  let refusal: unknown;
  for (const secret of secrets) {
    try {
      return payments.stripe.webhooks.constructEvent(body, signature, secret as string);
    } catch (error) {
      refusal = error;
    }
  }
  throw new HttpError(400, 'invalid_signature', PAYMENT_MESSAGES.invalidSignature, { cause: refusal });
}

/**
 * POST /v1/payments/webhook: Stripe's events, trusted only with a valid Stripe-Signature over the exact
 * bytes received (400 otherwise). Each event id is handled once (stripe_events), in the same transaction
 * as its effects, so a redelivery changes nothing and a failure (500) leaves it for Stripe's retry.
 * Effects are idempotent and order-free: a succeeded intent confirms its booking (or is refunded when it
 * cannot), a refunded charge brings the booking's refunded total up to Stripe's (cancelling it when
 * refunded in full); a failed payment changes nothing here (the hold simply runs out). What Stripe is
 * asked is asked before the transaction, and a refund is made after it (decideThenRefund).
 */
export const stripeWebhook = defineRoute({
  method: 'post',
  path: '/payments/webhook',
  summary: "Stripe's events (signed)",
  tags: ['Payments'],
  request: { body: { type: 'object' } },
  responses: { 200: receivedSchema },
  errors: [400, 409],
  handler: async (ctx) => {
    const context = paymentContextOf(ctx);
    const event = signedEvent(context.payments, ctx.request.rawBody, ctx.get('stripe-signature'));
    const payment =
      event.type === 'payment_intent.succeeded'
        ? await succeededPaymentOf(context, event.data.object)
        : undefined;
    return decideThenRefund(ctx, async (trx, refunds) => {
      const fresh = await trx('stripe_events')
        .insert({ id: event.id, type: event.type })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (fresh.length === 0) return { received: true, duplicate: true };
      if (payment) await applySucceededIntent(trx, payment, refunds);
      else if (event.type === 'charge.refunded') await applyRefundedCharge(trx, event.data.object);
      else if (event.type === 'account.updated') await applyAccountUpdate(trx, event.data.object);
      else if (event.type === 'charge.dispute.created') await applyDisputeOpened(trx, event.data.object);
      else if (event.type === 'charge.dispute.closed') await applyDisputeClosed(trx, event.data.object);
      return { received: true };
    });
  },
});
