import { type FormObject, integer, stringMap, text } from './form.ts';
import {
  type CardOutcome,
  DECLINES,
  list,
  newId,
  now,
  ObjectStore,
  type StripeObject,
  TEST_CARDS,
  TEST_PAYMENT_METHODS,
} from './objects.ts';

/** An answer of the emulated API: a status and a JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A Stripe error answer ({ error: { type, message, ... } }), which the SDK turns into its error classes. */
export class StripeError extends Error {
  readonly status: number;
  readonly fields: Record<string, unknown>;
  constructor(status: number, type: string, message: string, fields: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.fields = { type, message, ...fields };
  }
}

const missing = (kind: string, id: string | undefined) =>
  new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id ?? ''}'`, {
    code: 'resource_missing',
  });

/** What happened, for webhooks: an event type and the object it is about. */
export type Emit = (type: string, object: StripeObject) => void;

/**
 * The part of the Stripe API the product uses, kept in memory: customers, payment methods, payment
 * intents with charges, refunds, Connect accounts, account links and transfers. Each change that Stripe
 * reports by webhook is emitted as an event.
 */
export class EmulatedApi {
  readonly store = new ObjectStore();
  readonly #emit: Emit;
  /** The emulator's own address, for the pages it links to (3-D Secure, Connect onboarding). */
  readonly #baseUrl: () => string;

  constructor(emit: Emit, baseUrl: () => string) {
    this.#emit = emit;
    this.#baseUrl = baseUrl;
  }

  handle(method: string, path: string, params: FormObject): Answer {
    const routes: Array<[string, RegExp, (match: string[]) => unknown]> = [
      ['POST', /^\/v1\/customers$/, () => this.createCustomer(params)],
      ['GET', /^\/v1\/customers\/([^/]+)$/, ([id]) => this.#find('customer', id)],
      ['POST', /^\/v1\/customers\/([^/]+)$/, ([id]) => this.updateCustomer(id, params)],
      [
        'GET',
        /^\/v1\/customers\/([^/]+)\/payment_methods$/,
        ([id]) => this.#paymentMethodsOf(this.#find('customer', id).id, path),
      ],
      ['POST', /^\/v1\/payment_methods$/, () => this.createPaymentMethod(params)],
      ['GET', /^\/v1\/payment_methods$/, () => this.#paymentMethodsOf(text(params.customer), path)],
      ['GET', /^\/v1\/payment_methods\/([^/]+)$/, ([id]) => this.#find('payment_method', id)],
      ['POST', /^\/v1\/payment_methods\/([^/]+)\/attach$/, ([id]) => this.attach(id, text(params.customer))],
      ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, ([id]) => this.detach(id)],
      ['POST', /^\/v1\/payment_intents$/, () => this.createPaymentIntent(params)],
      ['GET', /^\/v1\/payment_intents\/([^/]+)$/, ([id]) => this.#find('payment_intent', id)],
      ['POST', /^\/v1\/payment_intents\/([^/]+)$/, ([id]) => this.updatePaymentIntent(id, params)],
      ['POST', /^\/v1\/payment_intents\/([^/]+)\/confirm$/, ([id]) => this.confirm(id, params)],
      ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, ([id]) => this.cancel(id)],
      ['GET', /^\/v1\/charges\/([^/]+)$/, ([id]) => this.#find('charge', id)],
      ['POST', /^\/v1\/refunds$/, () => this.refund(params)],
      ['GET', /^\/v1\/refunds\/([^/]+)$/, ([id]) => this.#find('refund', id)],
      ['POST', /^\/v1\/accounts$/, () => this.createAccount(params)],
      ['GET', /^\/v1\/accounts\/([^/]+)$/, ([id]) => this.#find('account', id)],
      ['POST', /^\/v1\/account_links$/, () => this.createAccountLink(params)],
      ['POST', /^\/v1\/transfers$/, () => this.createTransfer(params)],
      ['GET', /^\/v1\/events$/, () => list(path, this.store.all('event'))],
      ['GET', /^\/v1\/events\/([^/]+)$/, ([id]) => this.#find('event', id)],
    ];
    for (const [verb, pattern, run] of routes) {
      const match = verb === method ? pattern.exec(path) : null;
      if (match) return { status: 200, body: run(match.slice(1).map(decodeURIComponent)) };
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  #find(kind: string, id: string | undefined): StripeObject {
    const object = this.store.get(id, kind);
    if (!object) throw missing(kind, id);
    return object;
  }

  #paymentMethodsOf(customer: string | undefined, url: string) {
    return list(
      url,
      this.store.all('payment_method', (method) => customer !== undefined && method.customer === customer),
    );
  }

  createCustomer(params: FormObject): StripeObject {
    return this.store.create({
      id: newId('cus'),
      object: 'customer',
      created: now(),
      livemode: false,
      email: text(params.email) ?? null,
      name: text(params.name) ?? null,
      metadata: stringMap(params.metadata),
      invoice_settings: { default_payment_method: null },
    });
  }

  updateCustomer(id: string | undefined, params: FormObject): StripeObject {
    const customer = this.#find('customer', id);
    const settings = params.invoice_settings as FormObject | undefined;
    const defaultMethod = text(settings?.default_payment_method);
    if (defaultMethod !== undefined) {
      const method = this.#find('payment_method', defaultMethod);
      if (method.customer !== customer.id) {
        throw new StripeError(
          400,
          'invalid_request_error',
          'The payment method is not attached to this customer.',
          {
            param: 'invoice_settings[default_payment_method]',
          },
        );
      }
      customer.invoice_settings = { default_payment_method: defaultMethod };
    }
    if (params.email !== undefined) customer.email = text(params.email) ?? null;
    if (params.name !== undefined) customer.name = text(params.name) ?? null;
    if (params.metadata !== undefined) customer.metadata = stringMap(params.metadata);
    return customer;
  }

  createPaymentMethod(params: FormObject): StripeObject {
    const card = params.card as FormObject | undefined;
    const number = text(card?.number)?.replace(/\s+/g, '');
    if (!number || !TEST_CARDS[number]) {
      throw new StripeError(402, 'card_error', 'Your card number is incorrect.', {
        code: 'incorrect_number',
        param: 'card[number]',
      });
    }
    return this.#cardMethod(number, integer(card?.exp_month) ?? 12, integer(card?.exp_year) ?? 2034, params);
  }

  #cardMethod(number: string, expMonth: number, expYear: number, params: FormObject = {}): StripeObject {
    const method = this.store.create({
      id: newId('pm'),
      object: 'payment_method',
      created: now(),
      livemode: false,
      type: 'card',
      customer: null,
      metadata: stringMap(params.metadata),
      billing_details: { email: null, name: null },
      card: {
        brand: TEST_CARDS[number]?.brand ?? 'visa',
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
        funding: 'credit',
        country: 'US',
      },
    });
    this.store.cardNumbers.set(method.id, number);
    return method;
  }

  /** A payment method by id; Stripe's test ids (pm_card_visa…) become a fresh method of their card. */
  #paymentMethod(id: string): StripeObject {
    const testCard = TEST_PAYMENT_METHODS[id];
    return testCard ? this.#cardMethod(testCard, 12, 2034) : this.#find('payment_method', id);
  }

  attach(id: string | undefined, customer: string | undefined): StripeObject {
    const method = this.#paymentMethod(id ?? '');
    method.customer = this.#find('customer', customer).id;
    return method;
  }

  detach(id: string | undefined): StripeObject {
    const method = this.#find('payment_method', id);
    const customer = this.store.get(method.customer as string | undefined, 'customer');
    const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
    if (customer && settings?.default_payment_method === method.id) {
      customer.invoice_settings = { default_payment_method: null };
    }
    method.customer = null;
    return method;
  }

  createPaymentIntent(params: FormObject): StripeObject {
    const amount = integer(params.amount);
    const currency = text(params.currency)?.toLowerCase();
    if (amount === undefined || amount < 50) {
      throw new StripeError(400, 'invalid_request_error', 'Amount must be at least 50 cents.', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    if (!currency)
      throw new StripeError(400, 'invalid_request_error', 'Missing required param: currency.', {
        param: 'currency',
      });
    const customer = text(params.customer);
    if (customer !== undefined) this.#find('customer', customer);
    const id = newId('pi');
    const intent: StripeObject = this.store.create({
      id,
      object: 'payment_intent',
      created: now(),
      livemode: false,
      amount,
      amount_received: 0,
      currency,
      customer: customer ?? null,
      description: text(params.description) ?? null,
      receipt_email: text(params.receipt_email) ?? null,
      metadata: stringMap(params.metadata),
      payment_method: null,
      payment_method_types: ['card'],
      setup_future_usage: text(params.setup_future_usage) ?? null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      canceled_at: null,
      cancellation_reason: null,
    });
    const method = text(params.payment_method);
    if (method !== undefined) intent.payment_method = this.#paymentMethod(method).id;
    if (intent.payment_method) intent.status = 'requires_confirmation';
    // The method is set above: confirming must not turn a test id into a second payment method.
    const { payment_method: _set, ...confirmParams } = params;
    return text(params.confirm) === 'true' ? this.confirm(id, confirmParams) : intent;
  }

  updatePaymentIntent(id: string | undefined, params: FormObject): StripeObject {
    const intent = this.#find('payment_intent', id);
    this.#assertOpen(intent, 'update');
    const amount = integer(params.amount);
    if (amount !== undefined) intent.amount = amount;
    if (params.metadata !== undefined)
      intent.metadata = { ...(intent.metadata as object), ...stringMap(params.metadata) };
    if (params.description !== undefined) intent.description = text(params.description) ?? null;
    return intent;
  }

  #assertOpen(intent: StripeObject, action: string): void {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeError(
        400,
        'invalid_request_error',
        `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
  }

  /** Charges the intent's card as its test number says: success, a decline, or 3-D Secure first. */
  confirm(id: string | undefined, params: FormObject): StripeObject {
    const intent = this.#find('payment_intent', id);
    this.#assertOpen(intent, 'confirm');
    const methodId = text(params.payment_method);
    if (methodId !== undefined) intent.payment_method = this.#paymentMethod(methodId).id;
    if (!intent.payment_method) {
      throw new StripeError(
        400,
        'invalid_request_error',
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    const number = this.store.cardNumbers.get(intent.payment_method as string) ?? '';
    const outcome: CardOutcome = TEST_CARDS[number]?.outcome ?? 'decline';
    if (outcome === 'authenticate') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${this.#baseUrl()}/_emulator/authenticate/${intent.id}`,
          return_url: text(params.return_url) ?? null,
        },
      };
      this.#emit('payment_intent.requires_action', intent);
      return intent;
    }
    if (outcome !== 'succeed') {
      this.#fail(intent, { code: 'card_declined', ...DECLINES[outcome] });
      throw new StripeError(402, 'card_error', DECLINES[outcome].message, {
        code: 'card_declined',
        decline_code: DECLINES[outcome].decline_code,
        payment_intent: intent,
      });
    }
    return this.#succeed(intent);
  }

  /** Ends 3-D Secure on the intent: authenticated (charged) or failed (a new card is needed). */
  authenticate(id: string | undefined, outcome: 'succeed' | 'fail'): StripeObject {
    const intent = this.#find('payment_intent', id);
    if (intent.status !== 'requires_action') {
      throw new StripeError(400, 'invalid_request_error', 'This PaymentIntent does not require an action.');
    }
    intent.next_action = null;
    if (outcome === 'succeed') return this.#succeed(intent);
    this.#fail(intent, {
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method.',
    });
    return intent;
  }

  #fail(intent: StripeObject, error: { code: string; message: string; decline_code?: string }): void {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      payment_method: { id: intent.payment_method },
      ...error,
    };
    intent.payment_method = null;
    this.#emit('payment_intent.payment_failed', intent);
  }

  #succeed(intent: StripeObject): StripeObject {
    const charge = this.store.create({
      id: newId('ch'),
      object: 'charge',
      created: now(),
      livemode: false,
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      refunded: false,
      captured: true,
      paid: true,
      status: 'succeeded',
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      metadata: intent.metadata,
    });
    if (intent.setup_future_usage && intent.customer) {
      const method = this.store.get(intent.payment_method as string, 'payment_method');
      if (method) method.customer = intent.customer;
    }
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
    });
    this.#emit('payment_intent.succeeded', intent);
    return intent;
  }

  cancel(id: string | undefined): StripeObject {
    const intent = this.#find('payment_intent', id);
    this.#assertOpen(intent, 'cancel');
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: now(),
      cancellation_reason: 'requested_by_customer',
    });
    this.#emit('payment_intent.canceled', intent);
    return intent;
  }

  refund(params: FormObject): StripeObject {
    const intentId = text(params.payment_intent);
    const chargeId = intentId
      ? (this.#find('payment_intent', intentId).latest_charge as string | null)
      : text(params.charge);
    const charge = this.store.get(chargeId ?? undefined, 'charge');
    if (!charge) {
      throw new StripeError(400, 'invalid_request_error', 'This payment has no charge to refund.', {
        code: 'charge_not_found',
      });
    }
    const remaining = (charge.amount as number) - (charge.amount_refunded as number);
    const amount = integer(params.amount) ?? remaining;
    if (amount <= 0 || amount > remaining) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than the unrefunded amount (${remaining}).`,
        { code: remaining === 0 ? 'charge_already_refunded' : 'amount_too_large', param: 'amount' },
      );
    }
    const refund = this.store.create({
      id: newId('re'),
      object: 'refund',
      created: now(),
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: text(params.reason) ?? null,
      metadata: stringMap(params.metadata),
      status: 'succeeded',
    });
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.#emit('charge.refunded', charge);
    return refund;
  }

  createAccount(params: FormObject): StripeObject {
    return this.store.create({
      id: newId('acct'),
      object: 'account',
      created: now(),
      type: text(params.type) ?? 'express',
      email: text(params.email) ?? null,
      metadata: stringMap(params.metadata),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
    });
  }

  createAccountLink(params: FormObject): StripeObject {
    const account = this.#find('account', text(params.account));
    const returnUrl = text(params.return_url) ?? '';
    const url = new URL(`${this.#baseUrl()}/_emulator/onboard/${account.id}`);
    url.searchParams.set('return_url', returnUrl);
    return {
      id: newId('link'),
      object: 'account_link',
      created: now(),
      expires_at: now() + 300,
      url: url.href,
    };
  }

  /** The onboarding page was visited: the account can take charges and payouts. */
  onboard(id: string | undefined): StripeObject {
    const account = this.#find('account', id);
    Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    this.#emit('account.updated', account);
    return account;
  }

  createTransfer(params: FormObject): StripeObject {
    const account = this.#find('account', text(params.destination));
    const amount = integer(params.amount);
    if (amount === undefined || amount <= 0) {
      throw new StripeError(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
    }
    return this.store.create({
      id: newId('tr'),
      object: 'transfer',
      created: now(),
      amount,
      currency: text(params.currency) ?? 'usd',
      destination: account.id,
      metadata: stringMap(params.metadata),
      transfer_group: text(params.transfer_group) ?? null,
    });
  }
}
