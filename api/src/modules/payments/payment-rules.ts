import {
  type BookingPaymentIntentBody,
  fromMinorUnits,
  PAYMENT_MESSAGES,
  type PaymentIntentResource,
} from '@exceed/contract';
import type { Context } from 'koa';
import Stripe from 'stripe';
import { validationFailed } from '../../errors.ts';
import { paymentContextOf } from '../../payments/booking-payments.ts';
import { settleSucceededIntent } from '../../payments/refunds.ts';

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

/**
 * The intent made earlier for what is being paid, to reuse: none when there was none or it was cancelled;
 * one that already succeeded is applied first (settleSucceededIntent), and the caller answers it as it is.
 */
export async function earlierIntent(
  ctx: Context,
  id: string | null,
): Promise<Stripe.PaymentIntent | undefined> {
  if (!id) return undefined;
  const intent = await paymentContextOf(ctx).payments.stripe.paymentIntents.retrieve(id);
  if (intent.status === 'canceled') return undefined;
  if (intent.status === 'succeeded') await settleSucceededIntent(ctx, intent);
  return intent;
}

/**
 * Charges the card the browser sent (`paymentMethodId`) at once, when it sent one: a refused card is a
 * 422 in Stripe's words, a card needing 3-D Secure answers `requires_action`; a succeeded payment is
 * applied at once. Without a card, the intent as it is (the browser confirms it with Stripe.js).
 */
export async function confirmWithCard(
  ctx: Context,
  intent: Stripe.PaymentIntent,
  { paymentMethodId, savePaymentMethod, returnUrl }: BookingPaymentIntentBody,
): Promise<Stripe.PaymentIntent> {
  if (!paymentMethodId) return intent;
  const confirmed = await paymentContextOf(ctx)
    .payments.stripe.paymentIntents.confirm(
      intent.id,
      {
        payment_method: paymentMethodId,
        ...(returnUrl ? { return_url: returnUrl } : {}),
        ...(savePaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
      },
      { idempotencyKey: `confirm:${intent.id}:${ctx.requestId}` },
    )
    .catch((error: unknown) => {
      throw cardRefusal(error, 'paymentMethodId');
    });
  if (confirmed.status === 'succeeded') await settleSucceededIntent(ctx, confirmed);
  return confirmed;
}
