import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { type BookingAnswer, book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor } from '../../../test/identity-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import {
  deliverWebhook,
  ledgerOf,
  paidBooking,
  type RefundAround,
  refundCallsThrough,
} from '../../../test/payment-fixtures.ts';
import { seatLedgerOf } from '../../../test/seat-fixtures.ts';
import { checkSeatLedger } from '../../bookings/seat-ledger-check.ts';
import { Booking } from '../../models/booking.ts';

const t = useApiTest();

const stripe = () => t.app.payments.stripe;
const bookingRow = (id: string) => Booking.acrossTenants(t.db.knex).findById(id).throwIfNotFound();
const chargeOf = async (id: string) => {
  const intent = await stripe().paymentIntents.retrieve(String((await bookingRow(id)).paymentIntentId));
  return stripe().charges.retrieve(String(intent.latest_charge));
};
const withRefundCalls = <T>(around: RefundAround, run: () => Promise<T>) =>
  refundCallsThrough(t.app, around, run);

/** Whether another transaction can lock a row at once (`for update nowait`), or someone holds it. */
async function lockable(table: 'bookings' | 'workshop_schedules', id: string): Promise<boolean> {
  return t.db.knex
    .transaction((trx) => trx.raw(`select id from ${table} where id = ? for update nowait`, [id]))
    .then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === '55P03') return false;
        throw error;
      },
    );
}

const cancel = (id: string, headers: Record<string, string>) =>
  t.app.json<BookingAnswer & { data: { amountRefunded: number } }>(`/v1/bookings/${id}`, {
    method: 'PATCH',
    headers,
    json: { status: 'CANCELLED', cancellationReason: 'Cannot make it' },
  });

describe('refunds are made after the change that decides them has committed', () => {
  // Row locks between two connections: the PostgreSQL server only.
  it.runIf(process.env.DATABASE_URL)(
    'holds no lock on the booking or its schedule while Stripe refunds, whoever cancels',
    async () => {
      const byClient = await paidBooking(t.app, t.db.knex, 2);
      const bySession = await paidBooking(t.app, t.db.knex, 1);
      const seen: Array<{ booking: boolean; schedule: boolean }> = [];
      await withRefundCalls(
        async (create, ...args) => {
          const bookingId = String((args[0].metadata as Stripe.MetadataParam).bookingId);
          const { workshopScheduleId } = await bookingRow(bookingId);
          seen.push({
            booking: await lockable('bookings', bookingId),
            schedule: await lockable('workshop_schedules', workshopScheduleId),
          });
          return create(...args);
        },
        async () => {
          expect((await cancel(byClient.id, byClient.headers)).body.data).toMatchObject({
            status: 'CANCELLED',
            amountRefunded: 20,
          });
          const coach = {
            ...(await bearerFor(t.db.knex, bySession.coach)),
            'X-Team': bySession.team.slug,
          };
          const cancelled = await t.app.json(`/v1/workshop-schedules/${bySession.schedule.id}`, {
            method: 'PATCH',
            headers: coach,
            json: { status: 'CANCELLED' },
          });
          expect(cancelled.status).toBe(200);
        },
      );
      expect(seen).toEqual([
        { booking: true, schedule: true },
        { booking: true, schedule: true },
      ]);
      expect((await bookingRow(bySession.id)).amountRefundedMinor).toBe(1000);
    },
  );

  // Row locks between two connections: the PostgreSQL server only.
  it.runIf(process.env.DATABASE_URL)(
    'holds no lock on the booking or its schedule while a payment too late for its seats is refunded',
    async () => {
      const fixture = await createSchedule(t.db.knex, { maxSeats: 1, priceMinor: 1000 });
      const late = await book(t.app, t.db.knex, fixture.schedule.id, 1);
      const id = late.body.data.id;
      const intent = await t.app.json<{ data: { id: string } }>(
        `/v1/payments/bookings/${id}/payment-intent`,
        { method: 'POST', headers: late.headers, json: {} },
      );
      // The hold runs out and another buyer takes the seat; then the card goes through in the browser.
      await Booking.acrossTenants(t.db.knex)
        .findById(id)
        .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
      expect((await book(t.app, t.db.knex, fixture.schedule.id, 1)).status).toBe(201);
      t.app.payments.emulator?.setWebhook(undefined);
      try {
        await stripe().paymentIntents.confirm(intent.body.data.id, { payment_method: 'pm_card_visa' });
      } finally {
        t.app.payments.listening(Number(new URL(t.app.url).port));
      }

      const seen: Array<{ booking: boolean; schedule: boolean }> = [];
      const finalized = await withRefundCalls(
        async (create, ...args) => {
          seen.push({
            booking: await lockable('bookings', id),
            schedule: await lockable('workshop_schedules', fixture.schedule.id),
          });
          return create(...args);
        },
        () =>
          t.app.json<BookingAnswer>(`/v1/payments/bookings/${id}/finalize`, {
            method: 'POST',
            headers: late.headers,
            json: { paymentIntentId: intent.body.data.id },
          }),
      );
      expect(finalized.body.data).toMatchObject({
        status: 'CANCELLED',
        cancellationReason: 'The seats were sold before the payment completed; it was refunded in full.',
      });
      expect(seen).toEqual([{ booking: true, schedule: true }]);
      expect(await chargeOf(id)).toMatchObject({ refunded: true });
      // The seat is the other buyer's hold alone.
      expect(await checkSeatLedger(t.db.knex, fixture.schedule.id)).toMatchObject([
        { balanced: true, held: 1, sold: 0, free: 0 },
      ]);
    },
  );

  it('cancels at once when Stripe fails, and its job refunds later, once', async () => {
    const { id, headers } = await paidBooking(t.app, t.db.knex, 2);
    const down = () => Promise.reject(new Stripe.errors.StripeConnectionError({ message: 'down' }));
    const cancelled = await withRefundCalls(down, () => cancel(id, headers));
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', amountRefunded: 0 });
    expect((await chargeOf(id)).amount_refunded).toBe(0);

    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    await t.app.payments.emulator?.idle();
    expect(await t.app.jobs.drain()).toBe(0);
    expect((await chargeOf(id)).amount_refunded).toBe(2000);
    expect(await bookingRow(id)).toMatchObject({ status: 'CANCELLED', amountRefundedMinor: 2000 });
    expect(await ledgerOf(t.db.knex, id)).toEqual([
      { kind: 'CHARGE', gross: 2000, fee: 200, payout: 1800 },
      { kind: 'REFUND', gross: -2000, fee: -200, payout: -1800 },
    ]);
  });

  it('refunds once when the answer of a refund was lost and its job tries again', async () => {
    const { id, headers } = await paidBooking(t.app, t.db.knex, 2);
    const lost: Parameters<typeof withRefundCalls>[0] = async (create, ...args) => {
      await create(...args);
      throw new Stripe.errors.StripeConnectionError({ message: 'the answer was lost' });
    };
    expect((await withRefundCalls(lost, () => cancel(id, headers))).status).toBe(200);
    await t.app.jobs.drain();
    await t.app.payments.emulator?.idle();
    const charge = await chargeOf(id);
    expect(charge).toMatchObject({ amount_refunded: 2000, refunded: true });
    const refundEvents = (await stripe().events.list()).data.filter(
      (event) => event.type === 'charge.refunded' && (event.data.object as { id: string }).id === charge.id,
    );
    expect(refundEvents).toHaveLength(1);
    expect((await bookingRow(id)).amountRefundedMinor).toBe(2000);
    expect(await ledgerOf(t.db.knex, id)).toHaveLength(2);
  });
});

type BookingWithMoney = BookingAnswer & { data: { amountPaid: number; amountRefunded: number } };

describe('refunds change the booking', () => {
  it('gives back what is left when a refund made in Stripe has not been reported yet', async () => {
    const { id, headers } = await paidBooking(t.app, t.db.knex, 2);
    t.app.payments.emulator?.setWebhook(undefined);
    try {
      const paymentIntent = String((await bookingRow(id)).paymentIntentId);
      await stripe().refunds.create({ payment_intent: paymentIntent, amount: 400 });
    } finally {
      t.app.payments.listening(Number(new URL(t.app.url).port));
    }
    expect((await cancel(id, headers)).body.data).toMatchObject({ status: 'CANCELLED', amountRefunded: 20 });
    await t.app.payments.emulator?.idle();
    expect(await chargeOf(id)).toMatchObject({ amount_refunded: 2000, refunded: true });
    // The earlier refund's event may come in before or after: either way the refunds add up to the charge.
    const refunds = (await ledgerOf(t.db.knex, id)).filter((entry) => entry.kind === 'REFUND');
    expect(refunds.reduce((sum, entry) => sum + entry.gross, 0)).toBe(-2000);
    expect(refunds.reduce((sum, entry) => sum + entry.payout, 0)).toBe(-1800);
  });

  it('cancels a booking refunded in full in Stripe and frees its seats for the next buyer', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 2, priceMinor: 1000 });
    const { id, headers } = await paidBooking(t.app, t.db.knex, 2, fixture);
    expect((await book(t.app, t.db.knex, fixture.schedule.id, 1)).status).toBe(409);

    // A refund made in Stripe's dashboard, reported by the charge.refunded webhook.
    await stripe().refunds.create({ payment_intent: String((await bookingRow(id)).paymentIntentId) });
    await t.app.payments.emulator?.idle();

    const seen = await t.app.json<BookingWithMoney>(`/v1/bookings/${id}`, { headers });
    expect(seen.body.data).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'The payment was refunded in full.',
      amountPaid: 20,
      amountRefunded: 20,
    });
    expect((await book(t.app, t.db.knex, fixture.schedule.id, 2)).status).toBe(201);
    expect(await ledgerOf(t.db.knex, id)).toEqual([
      { kind: 'CHARGE', gross: 2000, fee: 200, payout: 1800 },
      { kind: 'REFUND', gross: -2000, fee: -200, payout: -1800 },
    ]);
  });

  it('records a partial refund on the booking, in the ledger and in the coach’s payout', async () => {
    const { id, headers, coach, team } = await paidBooking(t.app, t.db.knex, 2);
    await stripe().refunds.create({
      payment_intent: String((await bookingRow(id)).paymentIntentId),
      amount: 400,
    });
    await t.app.payments.emulator?.idle();
    const seen = await t.app.json<BookingWithMoney>(`/v1/bookings/${id}`, { headers });
    expect(seen.body.data).toMatchObject({ status: 'CONFIRMED', amountPaid: 20, amountRefunded: 4 });
    const coachHeaders = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
    const payouts = await t.app.json<{ data: unknown[] }>('/v1/payments/payouts', { headers: coachHeaders });
    expect(payouts.body.data).toMatchObject([{ gross: 16, platformFees: 1.6, refunds: 4, payout: 14.4 }]);

    // Cancelling afterwards gives back the rest.
    expect((await cancel(id, headers)).body.data).toMatchObject({ status: 'CANCELLED', amountRefunded: 20 });
    await t.app.payments.emulator?.idle();
    expect(await ledgerOf(t.db.knex, id)).toEqual([
      { kind: 'CHARGE', gross: 2000, fee: 200, payout: 1800 },
      { kind: 'REFUND', gross: -400, fee: -40, payout: -360 },
      { kind: 'REFUND', gross: -1600, fee: -160, payout: -1440 },
    ]);
  });
});

/** The same shuffle for the same seed (mulberry32), so a failing order can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A one-seat booking paid in the browser and then refunded `refundMinor` in Stripe, with the webhook
 * switched off meanwhile: the events Stripe made for it, for the test to deliver as it likes.
 */
async function paidInTheBrowser(refundMinor: number) {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 1, priceMinor: 1000 });
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, 1);
  const id = booked.body.data.id;
  const intent = await t.app.json<{ data: { id: string } }>(`/v1/payments/bookings/${id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: {},
  });
  const intentId = intent.body.data.id;
  t.app.payments.emulator?.setWebhook(undefined);
  try {
    await stripe().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await stripe().refunds.create({ payment_intent: intentId, amount: refundMinor });
  } finally {
    t.app.payments.listening(Number(new URL(t.app.url).port));
  }
  const events = (await stripe().events.list({ limit: 100 })).data.filter((event) => {
    const object = event.data.object as { id: string; payment_intent?: string };
    return object.id === intentId || object.payment_intent === intentId;
  });
  return { id, intentId, events, fixture, ...booked };
}

const confirmationsTo = async (email: string) =>
  (await outbox(t.app)).filter((mail) => mail.to === email && /confirmed/i.test(mail.subject)).length;

describe('webhooks in any order, any number of times', () => {
  // A partial refund keeps the booking; a refund in full cancels it and gives its seat back.
  it.each([
    [1, 400],
    [2, 400],
    [3, 400],
    [1, 1000],
    [2, 1000],
    [3, 1000],
  ])(
    'applies each event once, however shuffled with finalize calls (seed %i, %i refunded)',
    async (seed, refundMinor) => {
      const { id, intentId, events, headers, user, fixture } = await paidInTheBrowser(refundMinor);
      expect(events.map((event) => event.type).sort()).toEqual([
        'charge.refunded',
        'payment_intent.succeeded',
      ]);
      const finalize = () =>
        t.app.json(`/v1/payments/bookings/${id}/finalize`, {
          method: 'POST',
          headers,
          json: { paymentIntentId: intentId },
        });
      const calls: Array<() => Promise<{ status: number }>> = shuffled(
        [...events, ...events, ...events].map((event) => () => deliverWebhook(t.app, event)),
        seed,
      );
      // Finalize calls at shuffled places among the deliveries, all sent at once.
      for (const at of shuffled([0, 2, 4, 6, 8], seed).slice(0, 3)) calls.splice(at, 0, finalize);
      const answers = await Promise.all(calls.map((call) => call()));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

      await t.app.jobs.drain();
      const inFull = refundMinor === 1000;
      expect(await bookingRow(id)).toMatchObject({
        status: inFull ? 'CANCELLED' : 'CONFIRMED',
        amountPaidMinor: 1000,
        amountRefundedMinor: refundMinor,
        seatsHeld: inFull ? 0 : 1,
      });
      expect(await ledgerOf(t.db.knex, id)).toEqual([
        { kind: 'CHARGE', gross: 1000, fee: 100, payout: 900 },
        { kind: 'REFUND', gross: -refundMinor, fee: -refundMinor / 10, payout: (-refundMinor * 9) / 10 },
      ]);
      // The seat ledger: the hold, one confirmation, and for a refund in full one row giving the seat back.
      const seatRows = (await seatLedgerOf(t.db.knex, id)).sort();
      expect(seatRows).toEqual(
        inFull
          ? [
              ['CONFIRM', 1],
              ['HOLD', 1],
              ['REFUND', -1],
            ]
          : [
              ['CONFIRM', 1],
              ['HOLD', 1],
            ],
      );
      expect(await checkSeatLedger(t.db.knex, fixture.schedule.id)).toMatchObject([
        { balanced: true, held: 0, sold: inFull ? 0 : 1, free: inFull ? 1 : 0 },
      ]);
      // The mail goes out for a booking still confirmed when it is sent.
      expect(await confirmationsTo(user.email)).toBe(inFull ? 0 : 1);
    },
  );

  it('cancels and frees the seat when a refund in full is reported before the payment', async () => {
    const { id, intentId, events, headers, user, fixture } = await paidInTheBrowser(1000);
    const refunded = events.find((event) => event.type === 'charge.refunded');
    const succeeded = events.find((event) => event.type === 'payment_intent.succeeded');
    for (const event of [refunded, refunded, succeeded, refunded, succeeded]) {
      expect((await deliverWebhook(t.app, event)).status).toBe(200);
    }
    const finalized = await t.app.json<BookingWithMoney>(`/v1/payments/bookings/${id}/finalize`, {
      method: 'POST',
      headers,
      json: { paymentIntentId: intentId },
    });
    expect(finalized.body.data).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'The payment was refunded in full.',
      amountRefunded: 10,
    });
    expect(await ledgerOf(t.db.knex, id)).toEqual([
      { kind: 'CHARGE', gross: 1000, fee: 100, payout: 900 },
      { kind: 'REFUND', gross: -1000, fee: -100, payout: -900 },
    ]);
    await t.app.jobs.drain();
    expect(await confirmationsTo(user.email)).toBe(0);
    expect((await book(t.app, t.db.knex, fixture.schedule.id, 1)).status).toBe(201);
  });
});
