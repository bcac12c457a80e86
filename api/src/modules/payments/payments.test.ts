import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { type BookingAnswer, book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { deliverWebhook, ledgerOf as ledgerOfBooking } from '../../../test/payment-fixtures.ts';
import { Booking } from '../../models/booking.ts';

const t = useApiTest();

interface IntentAnswer {
  errors: Record<string, string[]>;
  message: string;
  data: { id: string; clientSecret: string; status: string; amount: number; nextActionUrl: string | null };
}

const stripe = () => t.app.payments.stripe;
const webhooksDelivered = () => t.app.payments.emulator?.idle();

/** A PENDING booking of `seats` at 10.00 a seat, with its booker's headers. */
async function pending(seats = 2, maxSeats = 5) {
  const { schedule } = await createSchedule(t.db.knex, { maxSeats, priceMinor: 1000 });
  const res = await book(t.app, t.db.knex, schedule.id, seats);
  expect(res.status).toBe(201);
  return { id: res.body.data.id, headers: res.headers, schedule };
}

const payIntent = (id: string, headers: Record<string, string>, json: Record<string, unknown> = {}) =>
  t.app.json<IntentAnswer>(`/v1/payments/bookings/${id}/payment-intent`, { method: 'POST', headers, json });

const finalize = (id: string, headers: Record<string, string>, paymentIntentId: string) =>
  t.app.json<BookingAnswer & { data: { amountPaid: number; amountRefunded: number } }>(
    `/v1/payments/bookings/${id}/finalize`,
    { method: 'POST', headers, json: { paymentIntentId } },
  );

const bookingRow = (id: string) => Booking.acrossTenants(t.db.knex).findById(id).throwIfNotFound();

const ledgerOf = (id: string) => ledgerOfBooking(t.db.knex, id);
const deliver = (event: unknown, secret?: string) => deliverWebhook(t.app, event, secret);

describe('paying a booking', () => {
  it('gives the browser the publishable key, and keeps Stripe Connect closed unless enabled', async () => {
    const res = await t.app.json<{ data: { key: string; emulatorUrl: string } }>(
      '/v1/public/payments/stripe-key',
    );
    expect(res.body.data.key).toBe(t.app.payments.emulator?.publishableKey);
    expect(res.body.data.emulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The browser reads the emulator's answers from the app's pages (APP_URL) only.
    const fromPage = (origin: string) =>
      fetch(`${res.body.data.emulatorUrl}/v1/payment_intents/pi_x?key=${res.body.data.key}`, {
        headers: { origin },
      });
    const appOrigin = 'http://localhost:3000';
    expect((await fromPage(appOrigin)).headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect((await fromPage('http://elsewhere.test')).headers.get('access-control-allow-origin')).toBeNull();
    const coach = (await createSchedule(t.db.knex, { maxSeats: 1 })).coach;
    const connect = await t.app.json('/v1/payments/connect/account-link', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, coach),
    });
    expect(connect.status).toBe(404);
  });

  it('charges seats × price, confirms the booking and splits the money in the ledger', async () => {
    const { id, headers } = await pending(2);
    const paid = await payIntent(id, headers, { paymentMethodId: 'pm_card_visa' });
    expect(paid.body.data).toMatchObject({ status: 'succeeded', amount: 20 });
    const booking = await bookingRow(id);
    expect(booking).toMatchObject({ status: 'CONFIRMED', amountPaidMinor: 2000, holdExpiresAt: null });
    await webhooksDelivered();
    // The webhook of the same payment found it applied: one charge, 10% to the platform.
    expect(await ledgerOf(id)).toEqual([{ kind: 'CHARGE', gross: 2000, fee: 200, payout: 1800 }]);
    const again = await payIntent(id, headers, { paymentMethodId: 'pm_card_visa' });
    expect(again.body.errors).toEqual({ status: ['This booking is not awaiting payment.'] });
  });

  it('confirms card payments made in the browser on finalize, once however often it is called', async () => {
    const { id, headers } = await pending(1);
    const intent = (await payIntent(id, headers)).body.data;
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 10 });
    // The same intent again: the booking has one.
    expect((await payIntent(id, headers)).body.data.id).toBe(intent.id);
    t.app.payments.emulator?.setWebhook(undefined);
    try {
      await stripe().paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
      // A retried finalize (a lost answer, a double click) finds the payment applied.
      const first = await finalize(id, headers, intent.id);
      const second = await finalize(id, headers, intent.id);
      expect(first?.body.data).toMatchObject({ status: 'CONFIRMED', amountPaid: 10 });
      expect(second?.body.data).toMatchObject({ status: 'CONFIRMED', amountPaid: 10 });
    } finally {
      t.app.payments.listening(Number(new URL(t.app.url).port));
    }
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('answers a declined card in Stripe’s words and leaves the booking pending', async () => {
    const { id, headers } = await pending();
    const declined = await payIntent(id, headers, { paymentMethodId: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(422);
    expect(declined.body.errors).toEqual({ paymentMethodId: ['Your card was declined.'] });
    expect((await bookingRow(id)).status).toBe('PENDING');
    const paid = await payIntent(id, headers, { paymentMethodId: 'pm_card_visa' });
    expect(paid.body.data.status).toBe('succeeded');
  });

  it('sends a card that needs 3-D Secure to its bank page, then confirms by webhook', async () => {
    const { id, headers } = await pending();
    const intent = await payIntent(id, headers, {
      paymentMethodId: 'pm_card_authenticationRequired',
      returnUrl: 'http://localhost:3000/b/bookings',
    });
    expect(intent.body.data.status).toBe('requires_action');
    expect(intent.body.data.nextActionUrl).toMatch(/\/_emulator\/authenticate\//);
    const early = await finalize(id, headers, intent.body.data.id);
    expect(early.body.errors).toEqual({
      paymentIntentId: ['This payment needs to be confirmed with your bank first.'],
    });
    await fetch(
      `${t.app.payments.emulator?.url}/_emulator/payment_intents/${intent.body.data.id}/authenticate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'succeed' }),
      },
    );
    await webhooksDelivered();
    expect((await bookingRow(id)).status).toBe('CONFIRMED');
    expect((await finalize(id, headers, intent.body.data.id)).body.data.status).toBe('CONFIRMED');
  });

  it('is the booker’s: nobody else pays for, finalizes or sees the booking', async () => {
    const { id, headers } = await pending();
    const intent = (await payIntent(id, headers)).body.data;
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await payIntent(id, stranger)).status).toBe(404);
    expect((await finalize(id, stranger, intent.id)).status).toBe(404);
    const other = await pending();
    const otherIntent = (await payIntent(other.id, other.headers)).body.data;
    expect((await finalize(id, headers, otherIntent.id)).body.errors).toEqual({
      paymentIntentId: ['This payment is not for this booking.'],
    });
  });
});

describe('seats and money that arrive late', () => {
  it('renews an expired hold when paying if the seats are free, and refuses when they are gone', async () => {
    const { id, headers, schedule } = await pending(2, 2);
    await Booking.acrossTenants(t.db.knex)
      .findById(id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect((await payIntent(id, headers)).status).toBe(200);
    expect((await bookingRow(id)).holdExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    await Booking.acrossTenants(t.db.knex)
      .findById(id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect((await book(t.app, t.db.knex, schedule.id, 2)).status).toBe(201);
    expect(await payIntent(id, headers)).toMatchObject({
      status: 409,
      body: { message: 'This schedule is fully booked.' },
    });
  });

  it('never confirms a booking with a payment of the same number in another currency, and refunds it', async () => {
    const { id, headers, schedule } = await pending(2);
    // 2,000 minor units, as the booking owes (USD 20.00), but in yen: about 13 dollars.
    const forged = await stripe().paymentIntents.create({
      amount: 2000,
      currency: 'jpy',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { bookingId: id, tenantId: schedule.tenantId },
    });
    expect(forged.status).toBe('succeeded');
    const answer = await finalize(id, headers, forged.id);
    await webhooksDelivered();
    expect(answer.body.data).toMatchObject({ status: 'PENDING', amountPaid: 0 });
    expect(await bookingRow(id)).toMatchObject({ status: 'PENDING', amountPaidMinor: 0 });
    expect(await ledgerOf(id)).toEqual([]);
    const charge = await stripe().charges.retrieve(
      String((await stripe().paymentIntents.retrieve(forged.id)).latest_charge),
    );
    expect(charge.refunded).toBe(true);
  });

  it('refunds a payment that succeeds after its hold expired and its seats were sold, never overselling', async () => {
    const { id, headers, schedule } = await pending(2, 2);
    const intent = (await payIntent(id, headers)).body.data;
    await Booking.acrossTenants(t.db.knex)
      .findById(id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect((await book(t.app, t.db.knex, schedule.id, 2)).status).toBe(201);
    await stripe().paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await webhooksDelivered();
    const booking = await bookingRow(id);
    expect(booking).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'The seats were sold before the payment completed; it was refunded in full.',
      amountPaidMinor: 0,
    });
    const charge = await stripe().charges.retrieve(
      String((await stripe().paymentIntents.retrieve(intent.id)).latest_charge),
    );
    expect(charge.refunded).toBe(true);
    expect(await ledgerOf(id)).toEqual([]);
  });
});

describe('refunds and webhooks', () => {
  it('refunds a cancelled booking in full, once, whatever the webhook says after', async () => {
    const { id, headers } = await pending(2);
    await payIntent(id, headers, { paymentMethodId: 'pm_card_visa' });
    const cancelled = await t.app.json<BookingAnswer & { data: { amountRefunded: number } }>(
      `/v1/bookings/${id}`,
      {
        method: 'PATCH',
        headers,
        json: { status: 'CANCELLED', cancellationReason: 'Cannot make it' },
      },
    );
    expect(cancelled.body).toMatchObject({ data: { status: 'CANCELLED', amountRefunded: 20 } });
    await webhooksDelivered();
    expect(await ledgerOf(id)).toEqual([
      { kind: 'CHARGE', gross: 2000, fee: 200, payout: 1800 },
      { kind: 'REFUND', gross: -2000, fee: -200, payout: -1800 },
    ]);
    expect((await bookingRow(id)).amountRefundedMinor).toBe(2000);
  });

  it('rejects an event without a valid signature and changes nothing', async () => {
    const { id, headers } = await pending();
    const intent = (await payIntent(id, headers)).body.data;
    const forged = {
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id } },
    };
    const res = await deliver(forged, 'whsec_not_the_secret');
    expect(res).toMatchObject({ status: 400, body: { message: 'Invalid signature.' } });
    expect((await bookingRow(id)).status).toBe('PENDING');
  });

  it('applies duplicate and out-of-order events once, in whatever order they come', async () => {
    const { id, headers } = await pending(1);
    const intent = (await payIntent(id, headers)).body.data;
    t.app.payments.emulator?.setWebhook(undefined);
    let events: Stripe.Event[];
    try {
      await stripe().paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
      await stripe().refunds.create({ payment_intent: intent.id, amount: 400 });
      events = (await stripe().events.list()).data.filter((event) => {
        const object = event.data.object as { id: string; payment_intent?: string };
        return object.id === intent.id || object.payment_intent === intent.id;
      });
    } finally {
      t.app.payments.listening(Number(new URL(t.app.url).port));
    }
    // Newest first: the refund arrives before the payment it refunds, and each arrives twice.
    expect(events.map((event) => event.type)).toEqual(['charge.refunded', 'payment_intent.succeeded']);
    for (const event of [...events, ...events]) expect((await deliver(event)).status).toBe(200);
    expect((await deliver(events[0])).body.duplicate).toBe(true);
    expect(await bookingRow(id)).toMatchObject({
      status: 'CONFIRMED',
      amountPaidMinor: 1000,
      amountRefundedMinor: 400,
    });
    expect(await ledgerOf(id)).toEqual([
      { kind: 'CHARGE', gross: 1000, fee: 100, payout: 900 },
      { kind: 'REFUND', gross: -400, fee: -40, payout: -360 },
    ]);
  });

  it('refunds a payment that belongs to no booking', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 3, priceMinor: 1500 });
    const quote = await t.app.json<IntentAnswer>('/v1/public/payments/payment-intent', {
      method: 'POST',
      json: { workshopScheduleId: schedule.id, seats: 2 },
    });
    expect(quote.body.data).toMatchObject({ amount: 30, status: 'requires_payment_method' });
    await stripe().paymentIntents.confirm(quote.body.data.id, { payment_method: 'pm_card_visa' });
    await webhooksDelivered();
    const paid = await stripe().paymentIntents.retrieve(quote.body.data.id);
    expect((await stripe().charges.retrieve(String(paid.latest_charge))).refunded).toBe(true);
  });
});

describe('a public quote intent', () => {
  it('is taken on by the booking it matches, then paid and finalized', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 3, priceMinor: 1500 });
    const quote = (
      await t.app.json<IntentAnswer>('/v1/public/payments/payment-intent', {
        method: 'POST',
        json: { workshopScheduleId: schedule.id, seats: 2 },
      })
    ).body.data;
    const user = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, user);
    const address = { addressLine1: '1 Main St', city: 'Berlin', state: 'BE', zip: '10115', country: 'DE' };
    const wrongSeats = await t.app.json<BookingAnswer>('/v1/bookings', {
      method: 'POST',
      headers,
      json: {
        userId: user.id,
        workshopScheduleId: schedule.id,
        seats: 1,
        address,
        paymentIntentId: quote.id,
      },
    });
    expect(wrongSeats.body.errors).toEqual({ paymentIntentId: ['This payment does not match the booking.'] });
    const booked = await t.app.json<BookingAnswer>('/v1/bookings', {
      method: 'POST',
      headers,
      json: {
        userId: user.id,
        workshopScheduleId: schedule.id,
        seats: 2,
        address,
        paymentIntentId: quote.id,
      },
    });
    expect(booked.status).toBe(201);
    await stripe().paymentIntents.confirm(quote.id, { payment_method: 'pm_card_visa' });
    const done = await finalize(booked.body.data.id, headers, quote.id);
    expect(done.body.data).toMatchObject({ status: 'CONFIRMED', amountPaid: 30 });
    await webhooksDelivered();
    expect(
      (
        await stripe()
          .charges.list({ payment_intent: quote.id })
          .catch(() => ({ data: [1] }))
      ).data,
    ).toHaveLength(1);
  });
});

describe('saved cards', () => {
  it('saves, lists, picks the default and removes the caller’s cards only', async () => {
    const user = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, user);
    expect(
      (await t.app.json<{ data: unknown[] }>('/v1/payments/payment-methods', { headers })).body.data,
    ).toEqual([]);
    const card = await stripe().paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 8, exp_year: 2031, cvc: '123' },
    });
    const saved = await t.app.json<{ data: { id: string; last4: string; isDefault: boolean } }>(
      '/v1/payments/payment-methods',
      { method: 'POST', headers, json: { paymentMethodId: card.id } },
    );
    expect(saved).toMatchObject({
      status: 201,
      body: { data: { id: card.id, last4: '4242', isDefault: false } },
    });
    const chosen = await t.app.json<{ data: { isDefault: boolean } }>(
      '/v1/payments/payment-methods/default',
      {
        method: 'PUT',
        headers,
        json: { paymentMethodId: card.id },
      },
    );
    expect(chosen.body.data.isDefault).toBe(true);
    const listed = await t.app.json<{ data: Array<{ id: string; isDefault: boolean }> }>(
      '/v1/payments/payment-methods',
      { headers },
    );
    expect(listed.body.data).toEqual([expect.objectContaining({ id: card.id, isDefault: true })]);
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const stolen = await t.app.json('/v1/payments/payment-methods', {
      method: 'POST',
      headers: stranger,
      json: { paymentMethodId: card.id },
    });
    expect(stolen.status).toBe(422);
    expect(
      (await t.app.json(`/v1/payments/payment-methods/${card.id}`, { method: 'DELETE', headers: stranger }))
        .status,
    ).toBe(404);
    expect(
      (await t.app.json(`/v1/payments/payment-methods/${card.id}`, { method: 'DELETE', headers })).status,
    ).toBe(204);
    expect(
      (await t.app.json<{ data: unknown[] }>('/v1/payments/payment-methods', { headers })).body.data,
    ).toEqual([]);
  });
});
