import type { PaymentIntentResource, StripeKeyResource } from '@exceed/contract';

/** What confirming a card came to: paid, off to the bank's 3-D Secure page, or refused with a reason. */
export type CardOutcome =
  | { status: 'succeeded' }
  | { status: 'redirect'; url: string }
  | { status: 'failed'; message: string };

/** The props both card forms take: the intent to confirm, where 3-D Secure comes back to, and the amount. */
export interface CardFormProps {
  setup: StripeKeyResource;
  intent: PaymentIntentResource;
  returnUrl: string;
  /** "Pay $196.00". */
  payLabel: string;
  /** Called once the card is charged; finalizing the booking is the page's part. */
  onPaid: () => Promise<void>;
}

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const NETWORK_FAILURE = 'The payment could not be sent. Check your connection and try again.';

/**
 * Confirms the intent with a card at the Stripe emulator, as Stripe.js confirms it at Stripe: the
 * publishable key and the client secret, never the secret key. A decline answers 402 with Stripe's
 * message ("Your card was declined."); 3-D Secure answers requires_action and the page to go to.
 */
export async function confirmWithEmulator(
  setup: StripeKeyResource,
  intent: PaymentIntentResource,
  card: TestCard,
  returnUrl: string,
): Promise<CardOutcome> {
  const body = new URLSearchParams({
    key: setup.key,
    client_secret: intent.clientSecret,
    return_url: returnUrl,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
  });
  let response: Response;
  try {
    response = await fetch(`${setup.emulatorUrl}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      body,
    });
  } catch {
    return { status: 'failed', message: NETWORK_FAILURE };
  }
  const answer = (await response.json().catch(() => ({}))) as {
    status?: string;
    error?: { message?: string };
    next_action?: { redirect_to_url?: { url?: string } };
  };
  if (!response.ok) return { status: 'failed', message: answer.error?.message ?? NETWORK_FAILURE };
  if (answer.status === 'succeeded') return { status: 'succeeded' };
  const url = answer.next_action?.redirect_to_url?.url;
  if (answer.status === 'requires_action' && url) return { status: 'redirect', url };
  return { status: 'failed', message: 'Your card could not be charged. Try another card.' };
}
