import type { Knex } from 'knex';
import { Counter } from 'prom-client';

export const bookingsCreated = new Counter({
  name: 'exceed_bookings_created_total',
  help: 'Bookings made (each starts PENDING, holding its seats).',
});

export const bookingsConfirmed = new Counter({
  name: 'exceed_bookings_confirmed_total',
  help: 'Bookings confirmed: paid, or confirmed by their coach.',
});

export const bookingsCancelled = new Counter({
  name: 'exceed_bookings_cancelled_total',
  help: 'Bookings cancelled, for whatever reason.',
});

export const paymentsApplied = new Counter({
  name: 'exceed_payments_total',
  help: 'Payments applied to bookings, by currency.',
  labelNames: ['currency'],
});

export const paymentsAppliedMinor = new Counter({
  name: 'exceed_payments_amount_minor_total',
  help: 'Amount of the payments applied to bookings, in minor units (cents), by currency.',
  labelNames: ['currency'],
});

export const refundsRecorded = new Counter({
  name: 'exceed_refunds_total',
  help: 'Refunds recorded against bookings, by currency.',
  labelNames: ['currency'],
});

export const refundsRecordedMinor = new Counter({
  name: 'exceed_refunds_amount_minor_total',
  help: 'Amount refunded, in minor units (cents), by currency.',
  labelNames: ['currency'],
});

/**
 * Counts what a write did once it is kept: when `knex` is a transaction, after it commits (a rolled-back
 * booking was never made); else at once, the statement having committed by itself.
 */
export function countWhenCommitted(knex: Knex, count: () => void): void {
  if (knex.isTransaction) (knex as Knex.Transaction).executionPromise.then(count, () => undefined);
  else count();
}
