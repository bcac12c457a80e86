import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { type PlannedRefund, type PlannedRefunds, REFUND_JOB } from '../bookings/refund-plans.ts';
import { cancelJob } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import {
  applyRefundedCharge,
  applySucceededIntent,
  type PaymentContext,
  paymentContextOf,
  succeededPaymentOf,
} from './booking-payments.ts';

/**
 * Makes a planned refund at Stripe, of its amount or of all that the charge has left (its idempotency
 * key: once, however often this runs) and records what Stripe says the charge has refunded, in a transaction of its own. A
 * charge Stripe says is already refunded in full (in its dashboard, meanwhile) has nothing left to give.
 */
export async function makeRefund(knex: Knex, stripe: Stripe, refund: PlannedRefund): Promise<void> {
  const made = await stripe.refunds
    .create(
      {
        payment_intent: refund.paymentIntentId,
        ...(refund.amountMinor !== undefined ? { amount: refund.amountMinor } : {}),
        ...(refund.bookingId ? { metadata: { bookingId: refund.bookingId } } : {}),
      },
      { idempotencyKey: refund.key },
    )
    .catch((error: unknown) => {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'charge_already_refunded'
      )
        return undefined;
      throw error;
    });
  const chargeId = typeof made?.charge === 'string' ? made.charge : made?.charge?.id;
  if (!chargeId) return;
  const charge = await stripe.charges.retrieve(chargeId);
  await knex.transaction((trx) => applyRefundedCharge(trx, charge));
}

/**
 * Runs `decide` in a transaction and, once it has committed, makes the refunds it planned: Stripe is never
 * called while the decision's row locks are held. A refund whose call fails now stays with its job, which
 * tries again later (never lost; never doubled, by its key); the answer does not wait for that.
 */
export async function decideThenRefund<T>(
  ctx: Context,
  decide: (trx: Knex.Transaction, refunds: PlannedRefunds) => Promise<T>,
): Promise<T> {
  return decideThenRefundWith({ knex: ctx.knex, context: paymentContextOf(ctx), log: ctx.log }, decide);
}

/** What paying and refunding need outside a request (a job): the database, Stripe and the fee, a log. */
export interface PaymentDeps {
  knex: Knex;
  context: PaymentContext;
  log: Logger;
}

/** decideThenRefund, outside a request. */
async function decideThenRefundWith<T>(
  { knex, context, log }: PaymentDeps,
  decide: (trx: Knex.Transaction, refunds: PlannedRefunds) => Promise<T>,
): Promise<T> {
  const refunds: PlannedRefunds = [];
  const result = await knex.transaction((trx) => decide(trx, refunds));
  await makeRefunds(knex, context.payments.stripe, refunds, log);
  return result;
}

async function makeRefunds(knex: Knex, stripe: Stripe, refunds: PlannedRefunds, log: Logger) {
  for (const refund of refunds) {
    try {
      await makeRefund(knex, stripe, refund);
      await cancelJob(knex, refund.key);
    } catch (error) {
      log.warn({ err: error, refund: refund.key }, 'refund failed: its job will try again');
    }
  }
}

/** The job that makes a refund its request could not make (Stripe down, the process stopped). */
export const refundHandlers = (knex: Knex, stripe: Stripe): Record<string, JobHandler> => ({
  [REFUND_JOB]: (job) => makeRefund(knex, stripe, job.payload as unknown as PlannedRefund),
});

/**
 * A succeeded intent applied to its booking (finalize, or a card charged at once): its charge is read
 * from Stripe first, the payment applied in a short transaction, and a payment that could not be applied
 * refunded after it.
 */
export async function settleSucceededIntent(ctx: Context, intent: Stripe.PaymentIntent): Promise<void> {
  await settleIntent({ knex: ctx.knex, context: paymentContextOf(ctx), log: ctx.log }, intent);
}

/** settleSucceededIntent, outside a request (a waitlist offer charged by its job). */
export async function settleIntent(deps: PaymentDeps, intent: Stripe.PaymentIntent): Promise<void> {
  const payment = await succeededPaymentOf(deps.context, intent);
  await decideThenRefundWith(deps, (trx, refunds) => applySucceededIntent(trx, payment, refunds));
}
