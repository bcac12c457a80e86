import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseForm } from './form.ts';
import { type StripeEmulator, startStripeEmulator } from './server.ts';

const SECRET = 'whsec_emulator_test';
/** The app's origin (APP_URL), the one page allowed to call the emulator from a browser. */
const APP_ORIGIN = 'http://app.example.test:3000';

/** A webhook endpoint on loopback that keeps what it receives and can fail the first attempts. */
async function startReceiver() {
  const received: Array<{ body: string; signature: string }> = [];
  let failuresLeft = 0;
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        res.writeHead(500).end();
        return;
      }
      received.push({
        body: Buffer.concat(chunks).toString(),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    failNext: (count: number) => {
      failuresLeft = count;
    },
    slowDown: (ms: number) => {
      delayMs = ms;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let emulator: StripeEmulator;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  emulator = await startStripeEmulator({ appOrigin: APP_ORIGIN });
  stripe = sdk(emulator.secretKey);
});

afterAll(async () => {
  await emulator.close();
  await receiver.close();
});

/** The real stripe SDK pointed at the emulator with `key`. */
const sdk = (key: string, on = emulator) =>
  new Stripe(key, { host: '127.0.0.1', port: on.port, protocol: 'http', maxNetworkRetries: 0 });

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

describe('form bodies', () => {
  it('reads bracket paths back into nested objects and arrays', () => {
    expect(
      parseForm(
        'metadata[bookingId]=b1&expand[0]=latest_charge&expand[1]=customer&card[number]=4242&a[]=x&a[]=y',
      ),
    ).toEqual({
      metadata: { bookingId: 'b1' },
      expand: ['latest_charge', 'customer'],
      card: { number: '4242' },
      a: ['x', 'y'],
    });
    expect(parseForm('__proto__[polluted]=1&ok=1')).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('authentication', () => {
  it('answers 401 with a Stripe error without a key', async () => {
    const res = await fetch(`${emulator.url}/v1/customers`, form({ email: 'a@example.test' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.any(String) },
    });
  });

  it('accepts its own secret key only, as Stripe refuses a key it did not issue', async () => {
    const other = await startStripeEmulator();
    try {
      const strangers = [
        other.secretKey,
        'sk_test_x',
        'sk_live_abcdefghijklmnopqrstuvwx',
        emulator.publishableKey,
      ];
      for (const key of strangers) {
        const refused = await sdk(key)
          .customers.create({ email: 'a@example.test' })
          .catch((error: unknown) => error);
        expect(refused, key).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
        expect(refused, key).toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });
      }
      const refused = await sdk(other.secretKey)
        .customers.list()
        .catch((error: Stripe.errors.StripeError) => error);
      // Stripe names the key it refused by its kind and last four characters, never the whole key.
      expect((refused as Stripe.errors.StripeError).message).toMatch(
        /^Invalid API Key provided: sk_test_\*+\w{4}$/,
      );
      expect((refused as Stripe.errors.StripeError).message).not.toContain(other.secretKey);
      expect(await sdk(emulator.secretKey).customers.create({ email: 'a@example.test' })).toMatchObject({
        object: 'customer',
      });
    } finally {
      await other.close();
    }
  });

  it('accepts its own publishable key only where the browser uses it', async () => {
    const other = await startStripeEmulator();
    try {
      const intent = await stripe.paymentIntents.create({ amount: 700, currency: 'usd' });
      const read = (key: string) =>
        fetch(
          `${emulator.url}/v1/payment_intents/${intent.id}?key=${key}&client_secret=${intent.client_secret}`,
        );
      const refused = await read(other.publishableKey);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        error: { type: 'invalid_request_error', message: expect.stringMatching(/^Invalid API Key provided/) },
      });
      expect((await read(emulator.publishableKey)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('lets a confirm with the publishable key choose the card, never the amount, currency or metadata', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 50_000, currency: 'usd' });
    const confirm = (extra: Record<string, string>) =>
      fetch(`${emulator.url}/v1/payment_intents/${intent.id}/confirm`, {
        ...form({
          key: emulator.publishableKey,
          client_secret: intent.client_secret ?? '',
          payment_method: 'pm_card_visa',
          ...extra,
        }),
      });
    const forged: Array<Record<string, string>> = [
      { amount: '100' },
      { currency: 'vnd' },
      { 'metadata[bookingId]': 'another' },
    ];
    for (const extra of forged) {
      const refused = await confirm(extra);
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    }
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      amount: 50_000,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    expect((await confirm({})).status).toBe(200);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });
});

describe('CORS', () => {
  const confirmFrom = (origin: string) =>
    fetch(`${emulator.url}/v1/payment_intents/pi_missing/confirm`, {
      ...form({ key: emulator.publishableKey }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    });
  const preflightFrom = (origin: string) =>
    fetch(`${emulator.url}/v1/payment_intents/pi_missing/confirm`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it("lets the app's pages (APP_URL) read its answers, and no other page", async () => {
    const ours = await confirmFrom(APP_ORIGIN);
    expect(ours.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(ours.headers.get('vary')).toContain('Origin');
    const preflight = await preflightFrom(APP_ORIGIN);
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');

    for (const origin of ['https://evil.example.test', 'http://app.example.test:3001', 'null']) {
      for (const res of [await confirmFrom(origin), await preflightFrom(origin)]) {
        expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
        expect(res.headers.get('access-control-allow-methods'), origin).toBeNull();
      }
    }
  });

  it('answers no browser at all when it is given no app origin', async () => {
    const bare = await startStripeEmulator();
    try {
      const res = await fetch(`${bare.url}/v1/customers`, { headers: { origin: APP_ORIGIN } });
      expect(res.status).toBe(401);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await bare.close();
    }
  });
});

describe('latency', () => {
  it('makes every call wait the latency, all calls side by side rather than in a queue', async () => {
    const slow = await startStripeEmulator({ latencyMs: 300 });
    // Fake timers only: the sockets stay real, the emulator's wait is the one timer that moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = sdk(slow.secretKey, slow);
      const answered: string[] = [];
      const track = <T>(name: string, call: Promise<T>) => {
        const settled = call.catch((error: unknown) => error);
        void settled.then(() => answered.push(name));
        return settled;
      };
      const calls = [
        track('customer', client.customers.create({ email: 'a@example.test' })),
        track('intent', client.paymentIntents.create({ amount: 900, currency: 'usd' })),
        track('list', client.events.list({ limit: 1 })),
        track('wrong key', sdk('sk_test_wrong', slow).customers.list()),
        track('page', fetch(`${slow.url}/_emulator/authenticate/pi_missing`)),
      ];
      // Every call has arrived and waits at once: five timers at the same time, none answered.
      for (let turn = 0; vi.getTimerCount() < calls.length && turn < 10_000; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(vi.getTimerCount()).toBe(calls.length);
      await vi.advanceTimersByTimeAsync(299);
      expect(answered).toEqual([]);
      // One latency later, all of them are answered: they waited side by side.
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      const [customer, intent, , wrongKey, page] = await Promise.all(calls);
      expect(answered).toHaveLength(calls.length);
      expect(customer).toMatchObject({ object: 'customer' });
      expect(intent).toMatchObject({ object: 'payment_intent', amount: 900 });
      expect(wrongKey).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect((page as Response).status).toBe(404);
    } finally {
      vi.useRealTimers();
      await slow.close();
    }
  });
});

describe('publishable key (what the browser does, as Stripe.js)', () => {
  const confirm = (id: string, fields: Record<string, string>) =>
    fetch(
      `${emulator.url}/v1/payment_intents/${id}/confirm`,
      form({ key: emulator.publishableKey, ...fields }),
    );
  type Failure = { error: Record<string, unknown> };
  const card = (number: string, expYear = '2040') => ({
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': expYear,
    'payment_method_data[card][cvc]': '123',
  });

  it('confirms one intent with a card, proven by its client secret', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 9800, currency: 'usd' });
    const secret = String(intent.client_secret);
    const wrong = await confirm(intent.id, {
      client_secret: `${intent.id}_secret_nope`,
      ...card('4242424242424242'),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Failure).error.param).toBe('client_secret');

    const expired = await confirm(intent.id, { client_secret: secret, ...card('4242424242424242', '2020') });
    expect(expired.status).toBe(402);
    expect(((await expired.json()) as Failure).error).toMatchObject({
      type: 'card_error',
      code: 'invalid_expiry_year',
    });

    const declined = await confirm(intent.id, { client_secret: secret, ...card('4000000000000002') });
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as Failure).error.message).toBe('Your card was declined.');

    const paid = await confirm(intent.id, { client_secret: secret, ...card('4242 4242 4242 4242') });
    expect(await paid.json()).toMatchObject({ id: intent.id, status: 'succeeded', amount: 9800 });
    const read = await fetch(
      `${emulator.url}/v1/payment_intents/${intent.id}?key=${emulator.publishableKey}&client_secret=${secret}`,
    );
    expect(await read.json()).toMatchObject({ status: 'succeeded' });
  });

  it('refuses everything else without the secret key', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
    const update = await fetch(
      `${emulator.url}/v1/payment_intents/${intent.id}`,
      form({ key: emulator.publishableKey, client_secret: String(intent.client_secret), amount: '50' }),
    );
    expect(update.status).toBe(401);
    const create = await fetch(
      `${emulator.url}/v1/payment_intents`,
      form({ key: emulator.publishableKey, amount: '50' }),
    );
    expect(create.status).toBe(401);
    expect((await stripe.paymentIntents.retrieve(intent.id)).amount).toBe(5000);
  });
});

describe('customers and payment methods', () => {
  it('attaches, lists, picks the default, and detaches cards', async () => {
    const customer = await stripe.customers.create({
      email: 'ada@example.test',
      name: 'Ada',
      metadata: { userId: 'u1' },
    });
    expect(customer).toMatchObject({ object: 'customer', livemode: false, metadata: { userId: 'u1' } });
    const card = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(card.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    await stripe.paymentMethods.attach(card.id, { customer: customer.id });
    const visa = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    expect(visa.id).toMatch(/^pm_[A-Za-z0-9]+$/);
    expect(visa.id).not.toBe('pm_card_visa');

    const listed = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed.data.map((method) => method.id)).toEqual([visa.id, card.id]);
    const byQuery = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(byQuery.data).toHaveLength(2);

    await expect(
      stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: 'pm_card_visa' } }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: card.id },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(card.id);

    const detached = await stripe.paymentMethods.detach(card.id);
    expect(detached.customer).toBeNull();
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    expect((await stripe.customers.listPaymentMethods(customer.id)).data.map((method) => method.id)).toEqual([
      visa.id,
    ]);
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refuses a card number that is not a test card', async () => {
    await expect(
      stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4111111111111112', exp_month: 1, exp_year: 2040 },
      }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'incorrect_number' });
  });
});

describe('payment intents', () => {
  it('charges pm_card_visa on create with confirm: true', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { bookingId: 'b1' },
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount_received: 2500 });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.payment_method).toMatch(/^pm_/);
    const charge = await stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({
      id: expect.stringMatching(/^ch_/),
      amount: 2500,
      amount_refunded: 0,
      refunded: false,
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      metadata: { bookingId: 'b1' },
    });
    const expanded = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect((expanded.latest_charge as Stripe.Charge).id).toBe(charge.id);
    expect((await stripe.paymentIntents.retrieve(intent.id)).latest_charge).toBe(charge.id);
  });

  it('goes requires_payment_method → requires_confirmation → succeeded, and updates only while open', async () => {
    const created = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: null,
    });
    const updated = await stripe.paymentIntents.update(created.id, { amount: 1500, metadata: { a: '1' } });
    expect(updated).toMatchObject({ amount: 1500, metadata: { a: '1' } });
    await expect(stripe.paymentIntents.confirm(created.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    const confirmed = await stripe.paymentIntents.confirm(created.id, {
      payment_method: 'pm_card_mastercard',
    });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 1500 });
    await expect(stripe.paymentIntents.update(created.id, { amount: 10 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    });
    const other = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect(await stripe.paymentIntents.cancel(other.id)).toMatchObject({ status: 'canceled' });
  });

  it('declines with StripeCardError and leaves the intent waiting for another card', async () => {
    const error = await stripe.paymentIntents
      .create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const declined = error as Stripe.errors.StripeCardError;
    expect(declined).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const intentId = String(declined.payment_intent?.id);
    expect(declined.payment_intent?.status).toBe('requires_payment_method');
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: null,
    });
    expect(intent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });

    const poor = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000009995', exp_month: 1, exp_year: 2040 },
    });
    await expect(stripe.paymentIntents.confirm(intentId, { payment_method: poor.id })).rejects.toMatchObject({
      type: 'StripeCardError',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const retried = await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    expect(retried).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('declines a 3-D Secure card charged off-session: nobody is there to authenticate', async () => {
    const error = await stripe.paymentIntents
      .create({
        amount: 1000,
        currency: 'usd',
        payment_method: 'pm_card_authenticationRequired',
        confirm: true,
        off_session: true,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      code: 'authentication_required',
      decline_code: 'authentication_required',
      payment_intent: { status: 'requires_payment_method' },
    });
  });

  it('runs 3-D Secure: requires_action, then the cardholder succeeds or fails', async () => {
    const pending = await stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      return_url: 'https://app.example.test/back',
    });
    expect(pending.status).toBe('requires_action');
    expect(pending.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: {
        url: expect.stringContaining(emulator.url),
        return_url: 'https://app.example.test/back',
      },
    });
    const page = await fetch(String(pending.next_action?.redirect_to_url?.url));
    expect(await page.text()).toContain(`/_emulator/payment_intents/${pending.id}/authenticate`);
    const answer = await fetch(`${emulator.url}/_emulator/payment_intents/${pending.id}/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'succeed' }),
    });
    expect(await answer.json()).toMatchObject({ id: pending.id, status: 'succeeded' });
    const succeeded = await stripe.paymentIntents.retrieve(pending.id);
    expect(succeeded).toMatchObject({
      status: 'succeeded',
      next_action: null,
      latest_charge: expect.stringMatching(/^ch_/),
    });

    // A browser posts the page's form and is sent back to return_url with Stripe's query.
    const card = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000002500003155', exp_month: 1, exp_year: 2040 },
    });
    const other = await stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      payment_method: card.id,
    });
    await stripe.paymentIntents.confirm(other.id, { return_url: 'https://app.example.test/back' });
    const back = await fetch(
      `${emulator.url}/_emulator/payment_intents/${other.id}/authenticate`,
      form({ outcome: 'fail' }),
    );
    expect(back.status).toBe(303);
    const location = new URL(String(back.headers.get('location')));
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      payment_intent: other.id,
      redirect_status: 'failed',
    });
    const failed = await stripe.paymentIntents.retrieve(other.id);
    expect(failed).toMatchObject({ status: 'requires_payment_method', latest_charge: null });
    expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });
});

describe('refunds', () => {
  const paid = (amount: number) =>
    stripe.paymentIntents.create({ amount, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });

  it('refunds in full, in part, and never more than remains', async () => {
    const full = await paid(1000);
    const refund = await stripe.refunds.create({ payment_intent: full.id, reason: 'requested_by_customer' });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 1000,
      status: 'succeeded',
      charge: full.latest_charge,
    });
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({
      id: refund.id,
      payment_intent: full.id,
    });
    expect(await stripe.charges.retrieve(String(full.latest_charge))).toMatchObject({
      amount_refunded: 1000,
      refunded: true,
    });

    const partial = await paid(1000);
    await stripe.refunds.create({ charge: String(partial.latest_charge), amount: 300 });
    expect(await stripe.charges.retrieve(String(partial.latest_charge))).toMatchObject({
      amount_refunded: 300,
      refunded: false,
    });
    await expect(stripe.refunds.create({ payment_intent: partial.id, amount: 800 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'amount',
    });
    const rest = await stripe.refunds.create({ payment_intent: partial.id });
    expect(rest.amount).toBe(700);
    await expect(stripe.refunds.create({ payment_intent: partial.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });
});

describe('idempotency keys', () => {
  it('replays the first answer, creates nothing new, and refuses the key for other parameters', async () => {
    const params = { amount: 1300, currency: 'usd', payment_method: 'pm_card_visa', confirm: true };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'pay-1' });
    const newestEvent = async () => (await stripe.events.list({ limit: 1 })).data[0]?.id;
    const eventBefore = await newestEvent();
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'pay-1' });
    expect(again.id).toBe(first.id);
    expect(again.latest_charge).toBe(first.latest_charge);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(await newestEvent()).toBe(eventBefore);

    await expect(
      stripe.paymentIntents.create({ ...params, amount: 9900 }, { idempotencyKey: 'pay-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('replays a decline as the same 402', async () => {
    const params = { amount: 1300, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'decline-1' }).catch((e) => e);
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'decline-1' }).catch((e) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(again.payment_intent.id).toBe(first.payment_intent.id);
  });
});

describe('webhooks', () => {
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.slowDown(0);
    emulator.setWebhook({ url: receiver.url, secret: SECRET });
  });
  afterAll(() => emulator.setWebhook(undefined));

  it('delivers signed events in order, after the request, each verified by constructEvent', async () => {
    // A slow endpoint never holds up the answer: delivery is not part of the request that made the event.
    receiver.slowDown(1000);
    const started = Date.now();
    const intent = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(Date.now() - started).toBeLessThan(800);
    receiver.slowDown(0);
    await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 });
    await stripe.paymentIntents
      .create({ amount: 5000, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true })
      .catch(() => undefined);
    await emulator.idle();

    const events = receiver.received.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, SECRET),
    );
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'charge.refunded',
      'payment_intent.payment_failed',
    ]);
    expect(events[0]?.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(events[1]?.data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 1000,
      refunded: false,
    });
    const listed = await stripe.events.list({ limit: 3 });
    expect(listed.data.map((event) => event.id)).toEqual(events.map((event) => event.id).reverse());
    expect(await stripe.events.retrieve(String(events[0]?.id))).toMatchObject({
      type: 'payment_intent.succeeded',
    });

    const [first] = receiver.received;
    const tampered = String(first?.body).replace('"amount": 5000', '"amount": 1');
    expect(() => stripe.webhooks.constructEvent(tampered, String(first?.signature), SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      stripe.webhooks.constructEvent(String(first?.body), String(first?.signature), 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('retries a failed delivery', async () => {
    receiver.failNext(2);
    const intent = await stripe.paymentIntents.create({ amount: 700, currency: 'usd' });
    await stripe.paymentIntents.cancel(intent.id);
    await emulator.idle();
    expect(receiver.received).toHaveLength(1);
    const event = stripe.webhooks.constructEvent(
      String(receiver.received[0]?.body),
      String(receiver.received[0]?.signature),
      SECRET,
    );
    expect(event).toMatchObject({ type: 'payment_intent.canceled', data: { object: { id: intent.id } } });
  });
});

describe('Connect', () => {
  it('onboards an express account through its account link and pays it by transfer', async () => {
    const account = await stripe.accounts.create({
      type: 'express',
      email: 'coach@example.test',
      metadata: { userId: 'c1' },
    });
    expect(account).toMatchObject({ object: 'account', charges_enabled: false, payouts_enabled: false });
    await expect(
      stripe.transfers.create({ amount: 500, currency: 'usd', destination: account.id }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'https://app.example.test/c/payouts?connect=retry',
      return_url: 'https://app.example.test/c/payouts?connect=done',
    });
    expect(link).toMatchObject({ object: 'account_link', expires_at: expect.any(Number) });
    const visit = await fetch(link.url, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(visit.headers.get('location')).toBe('https://app.example.test/c/payouts?connect=done');
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    const transfer = await stripe.transfers.create({
      amount: 500,
      currency: 'usd',
      destination: account.id,
      transfer_group: 'workshop-1',
      metadata: { payout: 'p1' },
    });
    expect(transfer).toMatchObject({
      id: expect.stringMatching(/^tr_/),
      destination: account.id,
      amount: 500,
    });
    const [updated] = (await stripe.events.list({ type: 'account.updated', limit: 1 })).data;
    expect(updated?.data.object).toMatchObject({ id: account.id, charges_enabled: true });
  });

  it('reverses part of a transfer, then the rest, and no more than was sent', async () => {
    const account = await stripe.accounts.create({ type: 'express' });
    await fetch(
      (
        await stripe.accountLinks.create({
          account: account.id,
          type: 'account_onboarding',
          refresh_url: 'https://app.example.test/r',
          return_url: 'https://app.example.test/d',
        })
      ).url,
      { redirect: 'manual' },
    );
    const transfer = await stripe.transfers.create({ amount: 900, currency: 'usd', destination: account.id });
    const part = await stripe.transfers.createReversal(transfer.id, {
      amount: 300,
      metadata: { bookingId: 'b1' },
    });
    expect(part).toMatchObject({ object: 'transfer_reversal', amount: 300, transfer: transfer.id });
    await expect(stripe.transfers.createReversal(transfer.id, { amount: 601 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
    });
    await stripe.transfers.createReversal(transfer.id);
    expect(await stripe.transfers.retrieve(transfer.id)).toMatchObject({
      amount_reversed: 900,
      reversed: true,
    });
    const [reversed] = (await stripe.events.list({ type: 'transfer.reversed', limit: 1 })).data;
    expect(reversed?.data.object).toMatchObject({ id: transfer.id, amount_reversed: 900 });
  });
});
