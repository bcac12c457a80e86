import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { type Logger, pino } from 'pino';
import { createApp } from '../src/app.ts';
import { inviteeSeatHandlers } from '../src/bookings/invitee-seats.ts';
import { waitlistHandlers } from '../src/bookings/waitlist-offers.ts';
import { loadConfig } from '../src/config.ts';
import type { ReadReplica } from '../src/db/read-replica.ts';
import type { ApiModule } from '../src/http/api-module.ts';
import { type JobRunner, startJobRunner } from '../src/jobs/runner.ts';
import { mailHandlers } from '../src/mail/mail-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { apiModules } from '../src/modules/index.ts';
import { notificationHandlers } from '../src/notifications/handlers.ts';
import {
  type EmulatorAccess,
  openPaymentGateway,
  type PaymentGateway,
} from '../src/payments/payment-gateway.ts';
import { refundHandlers } from '../src/payments/refunds.ts';
import { waitlistChargeHandlers } from '../src/payments/waitlist-charge.ts';
import { payoutHandlers } from '../src/payouts/payout-handlers.ts';
import { webhookHandlers } from '../src/webhooks/deliver-webhook.ts';

/** Options of startTestApp. */
export interface TestAppOptions {
  knex: Knex;
  /**
   * Environment variables on top of the test defaults (LOG_LEVEL silent, APP_ENV test, an empty WEB_ROOT, a
   * fresh DATA_DIR). `{ STRIPE_EMULATOR_LATENCY_MS: '300' }` makes the app's Stripe emulator as slow as Stripe.
   */
  env?: Record<string, string>;
  /** Extra modules (test-only routes) mounted after the real ones. */
  modules?: readonly ApiModule[];
  /** A logger to inspect log lines; default silent. */
  logger?: Logger;
  /** A read replica for the public reads (db/read-replica.ts), started and closed by the test. */
  readReplica?: ReadReplica;
  /** An emulator to pay through (as a cluster's worker does) instead of one of the app's own. */
  emulator?: EmulatorAccess;
}

/** A parsed answer: status, headers and the JSON body (undefined when the body is not JSON). */
export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The real app listening on a free port of 127.0.0.1. */
export interface TestApp {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The app's DATA_DIR (a fresh temporary folder unless env sets one): outbox mail, uploads. */
  dataDir: string;
  /** The app's Stripe: the SDK client and the emulator behind it (await `payments.emulator.idle()`). */
  payments: PaymentGateway;
  /** The API's own features the app mounts (modules/index.ts), without the test's extra modules. */
  apiModules: readonly ApiModule[];
  /** The job worker of the app, run by hand: `await t.app.jobs.drain()` sends the mail that is due. */
  jobs: JobRunner;
  /** fetch() against the app. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** fetch() and parse JSON; a `json` option is sent as the JSON body. */
  json<T = unknown>(path: string, init?: RequestInit & { json?: unknown }): Promise<JsonResponse<T>>;
  close(): Promise<void>;
}

/**
 * Starts the app as a serving process does (process/serve.ts: createApp, listen) on port 0 and answers how to call it. Tests go
 * through HTTP only (STYLE.md habit 7). The front end is not served unless env sets WEB_ROOT.
 */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    APP_ENV: 'test',
    WEB_ROOT: mkdtempSync(join(tmpdir(), 'exceed-no-web-')),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'exceed-data-')),
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const payments = await openPaymentGateway(config, options.emulator);
  const app = createApp({
    config,
    knex: options.knex,
    logger,
    readReplica: options.readReplica,
    payments,
    modules: [...apiModules, ...(options.modules ?? [])],
  });
  const mailer = createMailer(config, logger);
  // Jobs run when a test says so (drain()), so what they do is seen at a known moment.
  const jobs = startJobRunner({
    knex: options.knex,
    handlers: {
      ...mailHandlers(mailer),
      ...notificationHandlers({ knex: options.knex, mailer, config }),
      ...waitlistHandlers(options.knex, config.platformFeePercent),
      ...inviteeSeatHandlers(options.knex),
      ...refundHandlers(options.knex, payments.stripe),
      ...payoutHandlers(options.knex, payments.stripe),
      ...webhookHandlers(options.knex, config),
      ...waitlistChargeHandlers({
        knex: options.knex,
        context: { payments },
        log: logger,
      }),
    },
    logger,
    pollMs: undefined,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  payments.listening(port);
  const url = `http://127.0.0.1:${port}`;

  const request = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  return {
    url,
    dataDir: config.dataDir,
    payments,
    apiModules,
    jobs,
    request,
    async json<T>(path: string, init: RequestInit & { json?: unknown } = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      headers.set('Accept', headers.get('Accept') ?? 'application/json');
      const response = await request(path, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, body: body as T };
    },
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await jobs.stop();
      await payments.close();
    },
  };
}
