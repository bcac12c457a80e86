import { TEST_CARDS } from './cards.ts';
import { createPaymentMethod, paymentMethod } from './customers.ts';
import { openDispute } from './disputes.ts';
import { invalid, StripeError } from './errors.ts';
import { int, metadata, obj, type Params, str, strings } from './form.ts';
import { base, newId, now, type Store, type StripeObject } from './store.ts';

const OPEN = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Stripe's decline of a 3-D Secure card charged off-session. */
const AUTHENTICATION_REQUIRED = {
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

function openIntent(store: Store, id: string, action: string): StripeObject {
  const intent = store.get('payment_intent', id);
  if (OPEN.includes(intent.status as string)) return intent;
  throw unexpectedState(
    `You cannot ${action} this PaymentIntent as its status is ${String(intent.status)}.`,
    intent,
  );
}

const unexpectedState = (message: string, intent: StripeObject) =>
  invalid(message, undefined, 'payment_intent_unexpected_state', { payment_intent: structuredClone(intent) });

/** The fields create, update and confirm all take. */
function apply(store: Store, intent: StripeObject, params: Params): void {
  const returnUrl = str(params.return_url);
  if (returnUrl && !URL.canParse(returnUrl)) throw invalid('Not a valid URL', 'return_url');
  if (returnUrl) store.hidden(intent.id).returnUrl = returnUrl;
  for (const field of ['description', 'receipt_email', 'setup_future_usage']) {
    if (field in params) intent[field] = str(params[field]) || null;
  }
  if ('metadata' in params) intent.metadata = metadata(params.metadata, intent.metadata);
  if (int(params.amount) !== undefined) intent.amount = int(params.amount);
  // Stripe.js confirms with the card itself (payment_method_data) rather than a payment method's id.
  const card = obj(params.payment_method_data);
  const method = card.type ? createPaymentMethod(store, card).id : str(params.payment_method);
  if (method)
    Object.assign(intent, {
      payment_method: paymentMethod(store, method).id,
      status: 'requires_confirmation',
    });
}

export function createIntent(store: Store, params: Params): StripeObject {
  const amount = int(params.amount);
  if (amount === undefined) throw invalid('Missing required param: amount.', 'amount');
  if (amount < 50) throw invalid('Amount must be at least 50 cents.', 'amount', 'amount_too_small');
  if (!/^[a-z]{3}$/i.test(str(params.currency) ?? ''))
    throw invalid('Missing or invalid currency.', 'currency');
  if (params.customer) store.get('customer', params.customer);
  const types = strings(params.payment_method_types);
  const automatic = obj(params.automatic_payment_methods).enabled === 'true';
  const { id, ...fields } = base('pi', 'payment_intent');
  const intent: StripeObject = store.add({
    id,
    ...fields,
    amount,
    amount_received: 0,
    currency: str(params.currency)?.toLowerCase(),
    customer: str(params.customer) || null,
    metadata: {},
    payment_method: null,
    payment_method_types: types.length ? types : ['card'],
    automatic_payment_methods: automatic ? { enabled: true } : null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    status: 'requires_payment_method',
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    canceled_at: null,
    cancellation_reason: null,
  });
  apply(store, intent, { description: '', receipt_email: '', setup_future_usage: '', ...params });
  // The test id (pm_card_visa...) became a payment method above; confirming must not make another.
  const { payment_method: _applied, ...confirmation } = params;
  return params.confirm === 'true' ? confirmIntent(store, confirmation, id) : intent;
}

export function updateIntent(store: Store, params: Params, id: string): StripeObject {
  const intent = openIntent(store, id, 'update');
  apply(store, intent, params);
  return intent;
}

/** Charges the intent's card as its test number says: a charge, a decline, or 3-D Secure first. */
export function confirmIntent(store: Store, params: Params, id: string): StripeObject {
  const intent = openIntent(store, id, 'confirm');
  apply(store, intent, params);
  if (!intent.payment_method)
    throw unexpectedState('This PaymentIntent is missing a payment method.', intent);
  const card = TEST_CARDS[store.hidden(String(intent.payment_method)).cardNumber ?? ''];
  // Off-session nobody is there to authenticate: Stripe declines such a card at once.
  const decline =
    card?.authenticate && params.off_session === 'true'
      ? { ...AUTHENTICATION_REQUIRED, code: 'authentication_required' }
      : card?.decline && { ...card.decline, code: 'card_declined' };
  if (decline) {
    const declined = { type: 'card_error', ...decline };
    const method = fail(store, intent, declined);
    // Stripe answers a decline with 402 and the intent as it was left, for the client to try again.
    throw new StripeError(402, 'card_error', decline.message, {
      ...declined,
      payment_method: method,
      payment_intent: structuredClone(intent),
    });
  }
  if (!card?.authenticate) return succeed(store, intent);
  const redirect = {
    url: `${store.baseUrl}/_emulator/authenticate/${id}`,
    return_url: store.hidden(id).returnUrl ?? null,
  };
  Object.assign(intent, {
    status: 'requires_action',
    next_action: { type: 'redirect_to_url', redirect_to_url: redirect },
  });
  store.event('payment_intent.requires_action', intent);
  return intent;
}

function fail(store: Store, intent: StripeObject, error: Record<string, unknown>): StripeObject {
  const method = structuredClone(store.get('payment_method', intent.payment_method));
  Object.assign(intent, {
    status: 'requires_payment_method',
    last_payment_error: { ...error, payment_method: method },
    payment_method: null,
    next_action: null,
  });
  store.event('payment_intent.payment_failed', intent);
  return method;
}

function succeed(store: Store, intent: StripeObject): StripeObject {
  const method = store.get('payment_method', intent.payment_method);
  const charge = store.add({
    ...base('ch', 'charge'),
    amount: intent.amount,
    amount_refunded: 0,
    refunded: false,
    paid: true,
    status: 'succeeded',
    currency: intent.currency,
    customer: intent.customer,
    metadata: { ...(intent.metadata as object) },
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: { type: 'card', card: method.card },
  });
  // What setup_future_usage asks for: the card stays with the customer for later payments.
  if (intent.setup_future_usage && intent.customer && !method.customer) method.customer = intent.customer;
  const done = { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id };
  Object.assign(intent, { ...done, last_payment_error: null, next_action: null });
  store.event('payment_intent.succeeded', intent);
  if (TEST_CARDS[store.hidden(method.id).cardNumber ?? '']?.dispute) openDispute(store, charge);
  return intent;
}

/** The cardholder's answer to 3-D Secure (the emulator's page, or a test posting to its route). */
export function authenticate(store: Store, id: string, outcome: unknown): StripeObject {
  const intent = store.get('payment_intent', id);
  if (intent.status !== 'requires_action')
    throw unexpectedState('This PaymentIntent needs no action.', intent);
  if (outcome === 'succeed') return succeed(store, intent);
  if (outcome !== 'fail') throw invalid("outcome must be 'succeed' or 'fail'.", 'outcome');
  fail(store, intent, {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message: 'The provided PaymentMethod has failed authentication.',
  });
  return intent;
}

export function cancelIntent(store: Store, params: Params, id: string): StripeObject {
  const intent = openIntent(store, id, 'cancel');
  const reason = str(params.cancellation_reason) || null;
  Object.assign(intent, {
    status: 'canceled',
    canceled_at: now(),
    cancellation_reason: reason,
    next_action: null,
  });
  store.event('payment_intent.canceled', intent);
  return intent;
}

export function createRefund(store: Store, params: Params): StripeObject {
  const intent = params.payment_intent ? store.get('payment_intent', params.payment_intent) : undefined;
  if (!intent && !params.charge) throw invalid('Missing required param: charge or payment_intent.');
  if (intent && !intent.latest_charge) {
    throw invalid(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'payment_intent',
    );
  }
  const charge = store.get('charge', intent ? intent.latest_charge : params.charge);
  const remaining = (charge.amount as number) - (charge.amount_refunded as number);
  const amount = int(params.amount) ?? remaining;
  if (remaining === 0)
    throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  if (amount < 1) throw invalid('Invalid positive integer', 'amount');
  if (amount > remaining) {
    const message = `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`;
    throw invalid(message, 'amount', 'amount_too_large');
  }
  const refund = store.add({
    ...base('re', 'refund'),
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    reason: str(params.reason) || null,
    metadata: metadata(params.metadata),
    status: 'succeeded',
  });
  charge.amount_refunded = (charge.amount_refunded as number) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  store.event('charge.refunded', charge);
  return refund;
}
