/**
 * The API process: configuration, database (migrated), HTTP server, graceful shutdown.
 * `npm start` runs it; nothing here is needed by tests, which build the app with createApp.
 */
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DEMO_PASSWORD } from './db/demo-data.ts';
import { migrateLatest } from './db/migrate.ts';
import { databaseKind, openDatabase } from './db/open-database.ts';
import { seedDemo } from './db/seed-demo.ts';
import { startJobRunner } from './jobs/runner.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { openPaymentGateway } from './payments/payment-gateway.ts';
import { LocalFileStorage } from './storage/local-file-storage.ts';
import { purgeExpiredFiles } from './storage/purge-expired-files.ts';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** How often the job worker looks for due jobs (mail goes out within this, reminders on time). */
const JOB_POLL_MS = 2_000;

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const logger = createLogger(config);
const knex = openDatabase(config);
const storage = new LocalFileStorage(config.dataDir);
try {
  const migrations = await migrateLatest(knex);
  logger.info({ database: databaseKind(config), migrations }, 'database ready');
  // A fresh database gets demo accounts, except in production, where nobody must sign in with them.
  if (config.appEnv !== 'production' && (await seedDemo(knex, storage))) {
    logger.info(
      `demo data added: admin@example.com, coach@example.com, client@example.com (password ${DEMO_PASSWORD})`,
    );
  }
} catch (error) {
  logger.fatal({ err: error, database: databaseKind(config) }, 'database could not be opened or migrated');
  await knex.destroy().catch(() => undefined);
  process.exit(1);
}

const payments = await openPaymentGateway(config);
if (payments.emulator)
  logger.info({ url: payments.emulator.url }, 'no STRIPE_SECRET_KEY: payments go to the Stripe emulator');
const app = createApp({ config, knex, logger, payments });
// Mail and reminders: every replica runs a worker; the queue gives each job to one of them.
const jobs = startJobRunner({
  knex,
  handlers: notificationHandlers({ knex, mailer: createMailer(config, logger), config }),
  logger,
  pollMs: JOB_POLL_MS,
});

// Temporary uploads never attached expire after a day; sweep them hourly (every replica may: deletes are idempotent).
const purgeTimer = setInterval(
  () => {
    purgeExpiredFiles(knex, storage).catch((error: unknown) =>
      logger.warn({ err: error }, 'purging expired uploads failed'),
    );
  },
  60 * 60 * 1000,
);
purgeTimer.unref();
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

/**
 * SIGTERM (orchestrator) or SIGINT (Ctrl-C): stop accepting connections, let in-flight requests finish
 * (closing keep-alive connections as they fall idle), close the database, exit 0. A second signal, or
 * the grace period running out, ends the process at once.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const idleSweep = setInterval(() => server.closeIdleConnections(), 200);
  const deadline = setTimeout(() => {
    logger.warn('grace period over: closing remaining connections');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearInterval(idleSweep);
  clearTimeout(deadline);
  await jobs.stop();
  await payments.close();
  await knex.destroy();
  logger.info('stopped');
  process.exit(0);
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
