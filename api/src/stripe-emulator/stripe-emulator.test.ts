import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeEmulator, startStripeEmulator } from './server.ts';

let emulator: StripeEmulator;
let stripe: Stripe;
let receiver: http.Server;
const received: Array<{ body: string; signature: string }> = [];
const secret = 'whsec_test_emulator';

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  emulator = await startStripeEmulator({ webhook: { url: `http://127.0.0.1:${port}/hook`, secret } });
  stripe = new Stripe('sk_test_emulator', { host: emulator.host, port: emulator.port, protocol: 'http' });
});

afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** The events delivered so far, verified as an endpoint verifies them. */
async function deliveredEvents(): Promise<Stripe.Event[]> {
  await emulator.idle();
  return received.map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, secret));
}

describe('the Stripe emulator, through the real stripe SDK', () => {
  it('keeps customers and their cards: attach, list, default, detach', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.test', metadata: { userId: 'u1' } });
    const card = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(card.card).toMatchObject({ brand: 'visa', last4: '4242' });
    await stripe.paymentMethods.attach(card.id, { customer: customer.id });
    await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    const cards = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(cards.data.map((method) => method.card?.last4).sort()).toEqual(['4242', '4444']);
    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: card.id },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(card.id);
    await stripe.paymentMethods.detach(card.id);
    const after = await stripe.customers.retrieve(customer.id);
    expect((after as Stripe.Customer).invoice_settings.default_payment_method).toBeNull();
    await expect(
      stripe.paymentMethods.create({ type: 'card', card: { number: '1234', exp_month: 1, exp_year: 2030 } }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'incorrect_number' });
  });

  it('charges a good card, declines a bad one, and asks for 3-D Secure where the card needs it', async () => {
    const paid = await stripe.paymentIntents.create({
      amount: 4000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { bookingId: 'b1' },
    });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 4000, metadata: { bookingId: 'b1' } });
    const charge = await stripe.charges.retrieve(String(paid.latest_charge));
    expect(charge).toMatchObject({ amount: 4000, paid: true, payment_intent: paid.id });

    const declined = await stripe.paymentIntents
      .create({ amount: 4000, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true })
      .catch((error: unknown) => error);
    expect(declined).toMatchObject({ type: 'StripeCardError', decline_code: 'generic_decline' });
    const intentId = (declined as { payment_intent: { id: string } }).payment_intent.id;
    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_payment_method');

    const secure = await stripe.paymentIntents.create({ amount: 4000, currency: 'usd' });
    const needsAction = await stripe.paymentIntents.confirm(secure.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: 'http://localhost/back',
    });
    expect(needsAction.status).toBe('requires_action');
    const page = await fetch(needsAction.next_action?.redirect_to_url?.url ?? '');
    expect(await page.text()).toContain('Complete authentication');
    const done = await fetch(`${emulator.url}/_emulator/payment_intents/${secure.id}/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'succeed' }),
    });
    expect(((await done.json()) as { status: string }).status).toBe('succeeded');

    const failing = await stripe.paymentIntents.create({
      amount: 4000,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    await fetch(`${emulator.url}/_emulator/payment_intents/${failing.id}/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'fail' }),
    });
    const failed = await stripe.paymentIntents.retrieve(failing.id);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('refunds in part and in full, and refuses more than is left', async () => {
    const paid = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect((await stripe.refunds.create({ payment_intent: paid.id, amount: 2000 })).amount).toBe(2000);
    await expect(stripe.refunds.create({ payment_intent: paid.id, amount: 3001 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    expect((await stripe.refunds.create({ payment_intent: paid.id })).amount).toBe(3000);
    expect(await stripe.charges.retrieve(String(paid.latest_charge))).toMatchObject({
      amount_refunded: 5000,
      refunded: true,
    });
  });

  it('replays a request with the same idempotency key and refuses the key with other parameters', async () => {
    const params = { amount: 1500, currency: 'usd', metadata: { bookingId: 'b2' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'booking-b2' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'booking-b2' });
    expect(again.id).toBe(first.id);
    const intents = await stripe.events.list();
    expect(intents.data.every((event) => event.type !== 'payment_intent.created')).toBe(true);
    await expect(
      stripe.paymentIntents.create({ ...params, amount: 1600 }, { idempotencyKey: 'booking-b2' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('delivers signed events in order; a tampered body fails verification', async () => {
    const paid = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { bookingId: 'b3' },
    });
    await stripe.refunds.create({ payment_intent: paid.id });
    const events = (await deliveredEvents()).filter(
      (event) =>
        (event.data.object as { id: string }).id === paid.id ||
        (event.data.object as { payment_intent?: string }).payment_intent === paid.id,
    );
    expect(events.map((event) => event.type)).toEqual(['payment_intent.succeeded', 'charge.refunded']);
    const [first] = received;
    expect(() =>
      stripe.webhooks.constructEvent(`${first?.body ?? ''} `, first?.signature ?? '', secret),
    ).toThrow(/signature/i);
  });

  it('refuses a request without an API key', async () => {
    const res = await fetch(`${emulator.url}/v1/customers`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it('onboards a Connect account through its account link', async () => {
    const account = await stripe.accounts.create({ type: 'express', email: 'coach@example.test' });
    expect(account.charges_enabled).toBe(false);
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost/refresh',
      return_url: 'http://localhost/done',
    });
    const visit = await fetch(link.url, { redirect: 'manual' });
    expect(visit.headers.get('location')).toBe('http://localhost/done');
    expect((await stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);
    const transfer = await stripe.transfers.create({ amount: 900, currency: 'usd', destination: account.id });
    expect(transfer).toMatchObject({ amount: 900, destination: account.id });
  });
});
