import type { Knex } from 'knex';
import type { Context } from 'koa';
import Stripe from 'stripe';
import { type FoundBooking, findBooking } from '../../bookings/find-booking.ts';
import { fromMinorUnits, PAYMENT_MESSAGES, type PaymentIntentResource } from '../../contract/index.ts';
import { validationFailed } from '../../errors.ts';
import { authorize } from '../../policies/authorize.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';

/** The booking a payment route names: only its booker (or a super-admin) pays for it. */
export async function findPayableBooking(ctx: Context, trx: Knex, id: string): Promise<FoundBooking> {
  const found = await findBooking(ctx, trx, id);
  authorize(bookingPolicy.editAsBooker(found.parties));
  return found;
}

/** An intent as the browser needs it; the amount as a decimal (DESIGN.md "Money and seats"). */
export function presentIntent(intent: Stripe.PaymentIntent): PaymentIntentResource {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amount: fromMinorUnits(intent.amount, intent.currency),
    currency: intent.currency.toUpperCase(),
    nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
  };
}

/**
 * A card Stripe refused, as a 422 on the field the card came in (its message is Stripe's, written for
 * the cardholder: "Your card was declined."); anything else is not ours to explain and goes on.
 */
export function cardRefusal(error: unknown, field: string): unknown {
  if (error instanceof Stripe.errors.StripeCardError) {
    return validationFailed({ [field]: [error.message] });
  }
  return error;
}

/** 422 on paymentIntentId unless the intent succeeded, saying what it still needs. */
export function assertSucceeded(intent: Stripe.PaymentIntent): void {
  if (intent.status === 'succeeded') return;
  const message =
    intent.status === 'requires_action'
      ? PAYMENT_MESSAGES.needsAction
      : intent.status === 'processing'
        ? PAYMENT_MESSAGES.processing
        : (intent.last_payment_error?.message ?? PAYMENT_MESSAGES.notCompleted);
  throw validationFailed({ paymentIntentId: [message] });
}
