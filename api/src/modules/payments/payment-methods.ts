import {
  dataEnvelope,
  PAYMENT_MESSAGES,
  type PaymentMethodResource,
  paymentMethodBodySchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
} from '@exceed/contract';
import type Stripe from 'stripe';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { customerIdOf, defaultCardOf, existingCustomerId } from '../../payments/customers.ts';
import type { PaymentGateway } from '../../payments/payment-gateway.ts';
import { cardRefusal } from './payment-rules.ts';

const listSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: paymentMethodSchema } },
  required: ['data'],
} as const;

function presentCard(method: Stripe.PaymentMethod, defaultId: string | null): PaymentMethodResource {
  return {
    id: method.id,
    brand: method.card?.brand ?? 'card',
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
    isDefault: method.id === defaultId,
  };
}

/** A card of the caller's customer; someone else's (or an unknown id) is as missing as it can be: 404. */
async function ownCard(payments: PaymentGateway, customerId: string | undefined, id: string) {
  const method = customerId
    ? await payments.stripe.paymentMethods.retrieve(id).catch(() => undefined)
    : undefined;
  if (!method || method.customer !== customerId) throw notFound();
  return method;
}

/** GET /v1/payments/payment-methods: the caller's saved cards, the default one marked. */
export const listPaymentMethods = defineRoute({
  method: 'get',
  path: '/payments/payment-methods',
  summary: 'List my saved cards',
  tags: ['Payments'],
  before: [authenticate()],
  responses: { 200: listSchema },
  errors: [401],
  handler: async (ctx) => {
    const customerId = await existingCustomerId(ctx.knex, currentUser(ctx).id);
    if (!customerId) return { data: [] };
    const [cards, defaultId] = await Promise.all([
      ctx.payments.stripe.customers.listPaymentMethods(customerId, { type: 'card' }),
      defaultCardOf(ctx.payments.stripe, customerId),
    ]);
    return { data: cards.data.map((card) => presentCard(card, defaultId)) };
  },
});

/** POST /v1/payments/payment-methods: saves a card (made by Stripe.js) on the caller's customer. */
export const savePaymentMethod = defineRoute({
  method: 'post',
  path: '/payments/payment-methods',
  summary: 'Save a card',
  tags: ['Payments'],
  before: [authenticate()],
  request: { body: paymentMethodBodySchema },
  responses: { 201: dataEnvelope(paymentMethodSchema) },
  errors: [401, 419],
  status: 201,
  handler: async (ctx) => {
    const { stripe } = ctx.payments;
    const user = currentUser(ctx);
    const customerId = await ctx.knex.transaction((trx) => customerIdOf(trx, stripe, user));
    const { paymentMethodId } = ctx.state.input.body;
    const known = await stripe.paymentMethods.retrieve(paymentMethodId).catch(() => undefined);
    // A card saved by someone else is not theirs to take.
    if (known?.customer && known.customer !== customerId) {
      throw validationFailed({ paymentMethodId: [PAYMENT_MESSAGES.unknownMethod] });
    }
    const card = await stripe.paymentMethods
      .attach(
        paymentMethodId,
        { customer: customerId },
        { idempotencyKey: `attach:${user.id}:${paymentMethodId}` },
      )
      .catch((error: unknown) => {
        throw known
          ? cardRefusal(error, 'paymentMethodId')
          : validationFailed({ paymentMethodId: [PAYMENT_MESSAGES.unknownMethod] });
      });
    return { data: presentCard(card, await defaultCardOf(ctx.payments.stripe, customerId)) };
  },
});

/** DELETE /v1/payments/payment-methods/:id: removes one of the caller's cards. */
export const deletePaymentMethod = defineRoute({
  method: 'delete',
  path: '/payments/payment-methods/:id',
  summary: 'Remove a saved card',
  tags: ['Payments'],
  before: [authenticate()],
  request: { params: paymentMethodParamsSchema },
  responses: { 204: null },
  errors: [401, 404, 419],
  handler: async (ctx) => {
    const customerId = await existingCustomerId(ctx.knex, currentUser(ctx).id);
    const card = await ownCard(ctx.payments, customerId, ctx.state.input.params.id);
    await ctx.payments.stripe.paymentMethods.detach(card.id, {}, { idempotencyKey: `detach:${card.id}` });
  },
});

/** PUT /v1/payments/payment-methods/default: makes one of the caller's cards the default. */
export const setDefaultPaymentMethod = defineRoute({
  method: 'put',
  path: '/payments/payment-methods/default',
  summary: 'Choose the default card',
  tags: ['Payments'],
  before: [authenticate()],
  request: { body: paymentMethodBodySchema },
  responses: { 200: dataEnvelope(paymentMethodSchema) },
  errors: [401, 404, 419],
  handler: async (ctx) => {
    const user = currentUser(ctx);
    const customerId = await existingCustomerId(ctx.knex, user.id);
    const card = await ownCard(ctx.payments, customerId, ctx.state.input.body.paymentMethodId);
    await ctx.payments.stripe.customers.update(
      customerId ?? '',
      { invoice_settings: { default_payment_method: card.id } },
      { idempotencyKey: `default:${user.id}:${card.id}` },
    );
    return { data: presentCard(card, card.id) };
  },
});
