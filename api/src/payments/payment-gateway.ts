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
  /** The Connect endpoint's secret (STRIPE_CONNECT_WEBHOOK_SECRET), which signs connected accounts' events. */
  connectWebhookSecret: string | undefined;
  /** The loopback emulator this process runs, when no Stripe account is configured (development and tests). */
  emulator: StripeEmulator | undefined;
  /** The emulator payments go to, this process's or a cluster primary's: undefined with Stripe. */
  emulatorAccess: EmulatorAccess | undefined;
  /** Tells the emulator where the API listens, so its events reach the webhook route. */
  listening(port: number): void;
  close(): Promise<void>;
}

/**
 * Where an emulator listens and the keys that go with it. A cluster's primary runs the one emulator (its
 * state is in memory) and hands this to its workers, so every worker pays through it.
 */
export interface EmulatorAccess {
  host: string;
  port: number;
  /** http://host:port, which the browser confirms cards with. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/**
 * The real Stripe with the configured keys, or, without STRIPE_SECRET_KEY, the project's emulator on
 * loopback with the same SDK pointed at it: every payment flow runs offline, through the same code. A
 * cluster's worker passes its primary's emulator (`shared`) instead of starting one of its own.
 */
export async function openPaymentGateway(config: Config, shared?: EmulatorAccess): Promise<PaymentGateway> {
  if (config.stripe) {
    return {
      stripe: new Stripe(config.stripe.secretKey, { maxNetworkRetries: 2 }),
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
      connectWebhookSecret: config.stripeConnectWebhookSecret,
      emulator: undefined,
      emulatorAccess: undefined,
      listening: () => undefined,
      close: async () => undefined,
    };
  }
  if (shared) return emulatorGateway(config, shared, undefined);
  const emulator = await startStripeEmulator({
    latencyMs: config.stripeEmulatorLatencyMs,
    appOrigin: new URL(config.appUrl).origin,
  });
  return emulatorGateway(
    config,
    {
      host: emulator.host,
      port: emulator.port,
      url: emulator.url,
      secretKey: emulator.secretKey,
      publishableKey: emulator.publishableKey,
      webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
    },
    emulator,
  );
}

/** The SDK pointed at an emulator; `emulator` when this process runs it (and so sends its events and closes it). */
function emulatorGateway(
  config: Config,
  access: EmulatorAccess,
  emulator: StripeEmulator | undefined,
): PaymentGateway {
  return {
    stripe: new Stripe(access.secretKey, {
      host: access.host,
      port: access.port,
      protocol: 'http',
      maxNetworkRetries: 2,
      // Request metrics are for Stripe's own servers; under a rush the SDK's buffer of them fills and warns.
      telemetry: false,
    }),
    publishableKey: access.publishableKey,
    webhookSecret: access.webhookSecret,
    connectWebhookSecret: config.stripeConnectWebhookSecret,
    emulator,
    emulatorAccess: access,
    listening: (port) =>
      emulator?.setWebhook({ url: `http://127.0.0.1:${port}${WEBHOOK_PATH}`, secret: access.webhookSecret }),
    close: async () => emulator?.close(),
  };
}
