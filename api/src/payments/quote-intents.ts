import { PAYMENT_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import Stripe from 'stripe';
import { httpErrorFromDatabase } from '../db/database-errors.ts';
import { runPrepared, sqlStatement } from '../db/prepared-statement.ts';
import { validationFailed } from '../errors.ts';
import type { Booking } from '../models/booking.ts';
import { bookerPrice } from '../pricing/booking-price.ts';
import { bookingMetadata, type PaymentContext } from './booking-payments.ts';

/** The booking claims the intent: one statement on the rush's path (the unique index refuses a second). */
const claimIntent = sqlStatement(
  'claim_quote_intent',
  `update bookings set payment_intent_id = ?, updated_at = now()
   where tenant_id = ? and id = ? and deleted_at is null`,
);

/** An intent not yet paid nor given up: the only kind a booking can take on. */
const OPEN_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * Starts reading a quote intent from Stripe: the booking route asks at once, so that Stripe's answer
 * arrives while the seats are being taken, not after (its latency is paid once, beside the database's).
 * Undefined when Stripe knows no such intent. The promise is marked handled: a booking refused before
 * it is awaited leaves no unhandled rejection, and awaiting it still throws.
 */
export function retrieveQuoteIntent(
  context: PaymentContext,
  intentId: string,
): Promise<Stripe.PaymentIntent | undefined> {
  const retrieving = context.payments.stripe.paymentIntents.retrieve(intentId).catch((error: unknown) => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
    throw error;
  });
  retrieving.catch(() => undefined);
  return retrieving;
}

/**
 * Ties a public quote intent (made before the booking existed, read by retrieveQuoteIntent) to the
 * booking it was for: same schedule, same seats, same server-computed amount, not tied to another
 * booking; 422 on paymentIntentId otherwise. The intent then carries the booking's metadata, so finalize
 * and the webhook find it. One already paid is refused: the browser confirms only after the booking took
 * the intent on (a payment with no booking is refunded by the webhook). It talks to Stripe, so it runs
 * outside any transaction (DESIGN.md "Money and seats"): the booking claims the intent first (unique per
 * team, so two bookings racing for one intent cannot both take it), then the intent is told its booking.
 */
export async function linkQuoteIntent(
  knex: Knex,
  context: PaymentContext,
  booking: Booking,
  retrieving: Promise<Stripe.PaymentIntent | undefined>,
): Promise<void> {
  const intent = await retrieving;
  const matches =
    intent !== undefined &&
    !intent.metadata.bookingId &&
    intent.metadata.workshopScheduleId === booking.workshopScheduleId &&
    intent.metadata.seats === String(booking.seats) &&
    intent.amount === bookerPrice(booking).totalMinor &&
    intent.currency === booking.currency.toLowerCase() &&
    OPEN_STATUSES.has(intent.status);
  const mismatch = () => validationFailed({ paymentIntentId: [PAYMENT_MESSAGES.quoteMismatch] });
  if (!matches) throw mismatch();
  await runPrepared(knex, claimIntent([intent.id, booking.tenantId, booking.id])).catch((error: unknown) => {
    throw httpErrorFromDatabase(error)?.status === 422 ? mismatch() : error;
  });
  booking.paymentIntentId = intent.id;
  await context.payments.stripe.paymentIntents.update(
    intent.id,
    { metadata: bookingMetadata(booking) },
    { idempotencyKey: `link:${intent.id}:${booking.id}` },
  );
}
