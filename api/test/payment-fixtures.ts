import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import { LedgerEntry } from '../src/models/ledger-entry.ts';
import { signWebhook } from '../src/payments/stripe-emulator/server.ts';
import { book, createSchedule, type ScheduleFixture } from './booking-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A booking of `seats` at 10.00 a seat on `fixture`'s schedule (a new 10-seat one by default), paid by card. */
export async function paidBooking(app: TestApp, knex: Knex, seats: number, fixture?: ScheduleFixture) {
  const { schedule, team, coach } =
    fixture ?? (await createSchedule(knex, { maxSeats: 10, priceMinor: 1000 }));
  const booked = await book(app, knex, schedule.id, seats);
  const paid = await app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: { paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status).toBe(200);
  return { id: booked.body.data.id, headers: booked.headers, schedule, team, coach };
}

/** Posts an event to the app's webhook as Stripe would, signed with `secret` (the app's by default). */
export function deliverWebhook(app: TestApp, event: unknown, secret = app.payments.webhookSecret) {
  const body = JSON.stringify(event);
  return app.json<{ received: boolean; duplicate?: boolean; message?: string }>('/v1/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(body, secret) },
    body,
  });
}

/** A booking's money-ledger entries, oldest first. */
export async function ledgerOf(knex: Knex, bookingId: string) {
  const rows = await LedgerEntry.acrossTenants(knex).where('bookingId', bookingId).orderBy('createdAt');
  return rows.map((row) => ({
    kind: row.kind,
    gross: row.grossMinor,
    fee: row.feeMinor,
    payout: row.payoutMinor,
  }));
}

type RefundCreate = (
  params: Stripe.RefundCreateParams,
  options?: Stripe.RequestOptions,
) => Promise<Stripe.Response<Stripe.Refund>>;

/** What stands between the API and Stripe's refunds.create: it calls `create` (or not) as a test needs. */
export type RefundAround = (
  create: RefundCreate,
  ...args: Parameters<RefundCreate>
) => ReturnType<RefundCreate>;

/** Runs `run` with every refund `app` asks Stripe for going through `around` first. */
export async function refundCallsThrough<T>(
  app: TestApp,
  around: RefundAround,
  run: () => Promise<T>,
): Promise<T> {
  const refunds = app.payments.stripe.refunds;
  const create = refunds.create;
  const original = create.bind(refunds) as RefundCreate;
  refunds.create = ((...args: Parameters<RefundCreate>) => around(original, ...args)) as typeof create;
  try {
    return await run();
  } finally {
    refunds.create = create;
  }
}
