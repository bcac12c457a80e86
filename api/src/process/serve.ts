import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from '../app.ts';
import { inviteeSeatHandlers } from '../bookings/invitee-seats.ts';
import { waitlistHandlers } from '../bookings/waitlist-offers.ts';
import type { Config } from '../config.ts';
import { DataDirInUse, lockDataDir } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open-database.ts';
import { openReadReplica } from '../db/read-replica.ts';
import { startJobRunner } from '../jobs/runner.ts';
import { mailHandlers } from '../mail/mail-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { reportToPrimary } from '../metrics/cluster-metrics.ts';
import { notificationHandlers } from '../notifications/handlers.ts';
import { openPaymentGateway } from '../payments/payment-gateway.ts';
import { refundHandlers } from '../payments/refunds.ts';
import { waitlistChargeHandlers } from '../payments/waitlist-charge.ts';
import { payoutHandlers } from '../payouts/payout-handlers.ts';
import { openFileStorage } from '../storage/open-file-storage.ts';
// A type only (erased): the SDK is loaded by main.ts, and only when traces are exported.
import type { Tracing } from '../tracing/start-tracing.ts';
import { webhookHandlers } from '../webhooks/deliver-webhook.ts';
import { emulatorOfPrimary, metricsOfPrimary, onStopAsked, SHUTDOWN_GRACE_MS } from './cluster-protocol.ts';
import {
  prepareDatabase,
  startBookingDigestTimer,
  startHoldExpiryTimer,
  startPayoutTimer,
  startRetentionTimer,
  startScheduleSweepTimer,
} from './once-per-app.ts';

/**
 * How often the job worker looks for due jobs: mail goes out within this, and a person waiting for a
 * sign-in code (the browser tests give it 5 s) should not wait long.
 */
const JOB_POLL_MS = 1_000;

/**
 * A process that serves the app on PORT: `alone` (the embedded PGlite, or WEB_CONCURRENCY=1) also does
 * what is done once per app (migrations, demo data, the retention step, the release of expired holds, the
 * coaches' daily booking summaries) and runs the Stripe emulator; a
 * cluster's `worker` leaves those to its primary, pays through the primary's emulator and answers a
 * scrape of /metrics with what the primary gathers from every worker. `tracing`: traces are exported
 * (started by main.ts before this file was loaded).
 */
export async function serve(
  config: Config,
  logger: Logger,
  role: 'alone' | 'worker',
  tracing?: Tracing,
): Promise<void> {
  if (!config.databaseUrl) {
    try {
      lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUse)) throw error;
      logger.fatal({ dataDir: config.dataDir }, error.message);
      process.exit(1);
    }
  }
  const knex = openDatabase(config);
  // Each serving process checks the replica for itself: it is its reads that go there or not.
  const readReplica = openReadReplica(knex, config, logger);
  readReplica?.start();
  const storage = openFileStorage(config, knex);
  let retentionTimer: NodeJS.Timeout | undefined;
  let holdExpiryTimer: NodeJS.Timeout | undefined;
  let bookingDigestTimer: NodeJS.Timeout | undefined;
  let scheduleSweepTimer: NodeJS.Timeout | undefined;
  let payoutTimer: NodeJS.Timeout | undefined;
  if (role === 'alone') {
    await prepareDatabase(config, logger, knex, storage);
    retentionTimer = startRetentionTimer(knex, storage, config, logger);
    holdExpiryTimer = startHoldExpiryTimer(knex, logger);
    bookingDigestTimer = startBookingDigestTimer(knex, logger);
    scheduleSweepTimer = startScheduleSweepTimer(knex, config, logger);
    payoutTimer = startPayoutTimer(knex, config, logger);
  }

  const payments = await openPaymentGateway(
    config,
    role === 'worker' ? await emulatorOfPrimary() : undefined,
  );
  if (payments.emulator)
    logger.info({ url: payments.emulator.url }, 'no STRIPE_SECRET_KEY: payments go to the Stripe emulator');
  // A cluster's scrape is answered by the primary, from every worker's families (metrics/cluster-metrics.ts).
  if (role === 'worker' && config.metricsToken) reportToPrimary();
  const app = createApp({
    config,
    knex,
    logger,
    readReplica,
    payments,
    storage,
    ...(role === 'worker' ? { metrics: metricsOfPrimary } : {}),
    ...(tracing ? { traceRequest: tracing.traceRequest } : {}),
  });
  const mailer = createMailer(config, logger);
  // Mail, reminders and refunds: every process that serves runs a runner; the queue gives each job to one of them.
  const jobs = startJobRunner({
    knex,
    handlers: {
      ...mailHandlers(mailer),
      ...notificationHandlers({ knex, mailer, config }),
      ...waitlistHandlers(knex, config.platformFeePercent),
      ...inviteeSeatHandlers(knex),
      ...refundHandlers(knex, payments.stripe),
      ...payoutHandlers(knex, payments.stripe),
      ...webhookHandlers(knex, config),
      ...waitlistChargeHandlers({
        knex,
        context: { payments },
        log: logger,
      }),
    },
    logger,
    pollMs: JOB_POLL_MS,
  });

  const server: Server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    payments.listening(port);
    logger.info(
      { host: config.host, port, appEnv: config.appEnv },
      `listening on http://${config.host}:${port}`,
    );
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server error');
    process.exit(1);
  });

  let stopping = false;
  let signalled = false;

  /**
   * SIGTERM (orchestrator), SIGINT (Ctrl-C) or the primary's request: stop accepting connections, let
   * in-flight requests finish (closing keep-alive connections as they fall idle), close the database, exit
   * 0. A second signal, or the grace period running out, ends the process at once; the primary's request
   * is no signal (a signal to the whole process group reaches a worker besides the primary's request).
   */
  async function shutdown(reason: NodeJS.Signals | 'asked by the primary'): Promise<void> {
    if (reason !== 'asked by the primary') {
      if (signalled) {
        logger.warn({ signal: reason }, 'second signal: exiting now');
        process.exit(1);
      }
      signalled = true;
    }
    if (stopping) return;
    stopping = true;
    logger.info({ signal: reason }, 'shutting down: finishing in-flight requests');
    const idleSweep = setInterval(() => server.closeIdleConnections(), 200);
    const deadline = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearInterval(idleSweep);
    clearTimeout(deadline);
    clearInterval(retentionTimer);
    clearInterval(holdExpiryTimer);
    clearInterval(bookingDigestTimer);
    clearInterval(scheduleSweepTimer);
    clearInterval(payoutTimer);
    await jobs.stop();
    await payments.close();
    await readReplica?.close();
    await knex.destroy();
    await tracing?.shutdown().catch((error: unknown) => logger.warn({ err: error }, 'spans not sent'));
    logger.info('stopped');
    process.exit(0);
  }

  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
  if (role === 'worker') onStopAsked(() => void shutdown('asked by the primary'));
}
