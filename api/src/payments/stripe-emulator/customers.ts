import { TEST_CARDS, TEST_PAYMENT_METHODS } from './cards.ts';
import { invalid, StripeError } from './errors.ts';
import { int, metadata, obj, type Params, str } from './form.ts';
import { base, list, type Store, type StripeObject } from './store.ts';

export function createCustomer(store: Store, params: Params): StripeObject {
  return store.add({
    ...base('cus', 'customer'),
    email: str(params.email) || null,
    name: str(params.name) || null,
    metadata: metadata(params.metadata),
    invoice_settings: { default_payment_method: null },
  });
}

export function updateCustomer(store: Store, params: Params, id: string): StripeObject {
  const customer = store.get('customer', id);
  for (const field of ['email', 'name']) if (field in params) customer[field] = str(params[field]) || null;
  if ('metadata' in params) customer.metadata = metadata(params.metadata, customer.metadata);
  const wanted = obj(params.invoice_settings).default_payment_method;
  // Stripe takes a default only among the customer's own cards; '' (null in the SDK) clears it.
  const method = wanted ? store.find(String(wanted)) : undefined;
  if (wanted && (method?.object !== 'payment_method' || method.customer !== customer.id)) {
    throw invalid(
      `The customer does not have a payment method with the ID ${String(wanted)}.`,
      'invoice_settings[default_payment_method]',
      'resource_missing',
    );
  }
  if (wanted !== undefined) customer.invoice_settings = { default_payment_method: wanted || null };
  return customer;
}

function cardMethod(store: Store, number: string, expMonth: number, expYear: number, params: Params = {}) {
  const method = store.add({
    ...base('pm', 'payment_method'),
    type: 'card',
    customer: null,
    metadata: metadata(params.metadata),
    billing_details: { email: null, name: null },
    card: {
      brand: TEST_CARDS[number]?.brand,
      last4: number.slice(-4),
      exp_month: expMonth,
      exp_year: expYear,
    },
  });
  // The number stays hidden, as Stripe never shows it again; it decides what charging the card does.
  store.hidden(method.id).cardNumber = number;
  return method;
}

export function createPaymentMethod(store: Store, params: Params): StripeObject {
  if (params.type !== 'card') throw invalid('Only type=card is emulated.', 'type');
  const card = obj(params.card);
  const number = str(card.number)?.replace(/[\s-]/g, '') ?? '';
  // Test mode takes test cards only, as Stripe's does.
  if (!TEST_CARDS[number]) {
    throw new StripeError(402, 'card_error', 'Your card number is incorrect.', {
      code: 'incorrect_number',
      param: 'card[number]',
    });
  }
  const month = int(card.exp_month) ?? 12;
  const year = int(card.exp_year) ?? 2040;
  const cardError = (code: string, message: string, param: string) =>
    new StripeError(402, 'card_error', message, { code, param });
  if (month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'card[exp_month]');
  }
  const today = new Date();
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'card[exp_year]');
  }
  return cardMethod(store, number, month, year, params);
}

/** A payment method by id; Stripe's test ids (pm_card_visa, ...) become a fresh pm_ of their card. */
export function paymentMethod(store: Store, id: string): StripeObject {
  const testCard = TEST_PAYMENT_METHODS[id];
  return testCard ? cardMethod(store, testCard, 12, 2040) : store.get('payment_method', id);
}

export function attach(store: Store, params: Params, id: string): StripeObject {
  const customer = store.get('customer', params.customer);
  const method = paymentMethod(store, id);
  if (method.customer && method.customer !== customer.id) {
    throw invalid('The payment method you provided has already been attached to a customer.');
  }
  method.customer = customer.id;
  return method;
}

export function detach(store: Store, _params: Params, id: string): StripeObject {
  const method = store.get('payment_method', id);
  if (!method.customer) throw invalid('The payment method you provided is not attached to a customer.');
  const customer = store.get('customer', method.customer);
  // Stripe forgets a detached card as the default too.
  if ((customer.invoice_settings as { default_payment_method: unknown }).default_payment_method === id) {
    customer.invoice_settings = { default_payment_method: null };
  }
  method.customer = null;
  return method;
}

const paymentMethodsOf = (store: Store, customer: unknown, type: unknown = 'card') =>
  store.all(
    'payment_method',
    (method) => method.type === type && (!customer || method.customer === customer),
  );

export const listPaymentMethods = (store: Store, params: Params) =>
  list('/v1/payment_methods', paymentMethodsOf(store, params.customer, params.type), params);

export function listCustomerPaymentMethods(store: Store, params: Params, id: string) {
  const methods = paymentMethodsOf(store, store.get('customer', id).id, params.type);
  return list(`/v1/customers/${id}/payment_methods`, methods, params);
}
