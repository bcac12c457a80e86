import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { type StripeEmulator, startStripeEmulator } from './stripe-emulator/server.ts';

declare module 'koa' {
  interface DefaultContext {
    /** Stripe (or its emulator), with the keys the payment routes need. */
    payments: PaymentGateway;
  }
}

/** The path Stripe posts events to. */
export const WEBHOOK_PATH = '/v1/payments/webhook';

/** Stripe as the API uses it: the SDK client, the key the browser gets, the webhook secret. */
export interface PaymentGateway {
  stripe: Stripe;
  publishableKey: string;
  webhookSecret: string;
  /** The loopback emulator, when no Stripe account is configured (development and tests). */
  emulator: StripeEmulator | undefined;
  /** Tells the emulator where the API listens, so its events reach the webhook route. */
  listening(port: number): void;
  close(): Promise<void>;
}

/**
 * The real Stripe with the configured keys, or, without STRIPE_SECRET_KEY, the project's emulator on
 * loopback with the same SDK pointed at it: every payment flow runs offline, through the same code.
 */
export async function openPaymentGateway(config: Config): Promise<PaymentGateway> {
  if (config.stripe) {
    return {
      stripe: new Stripe(config.stripe.secretKey, { maxNetworkRetries: 2 }),
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
      emulator: undefined,
      listening: () => undefined,
      close: async () => undefined,
    };
  }
  const emulator = await startStripeEmulator();
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  return {
    stripe: new Stripe('sk_test_emulator', {
      host: emulator.host,
      port: emulator.port,
      protocol: 'http',
      maxNetworkRetries: 2,
    }),
    publishableKey: 'pk_test_emulator',
    webhookSecret,
    emulator,
    listening: (port) =>
      emulator.setWebhook({ url: `http://127.0.0.1:${port}${WEBHOOK_PATH}`, secret: webhookSecret }),
    close: () => emulator.close(),
  };
}
