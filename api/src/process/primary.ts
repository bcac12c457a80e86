import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { clusterMetrics } from '../metrics/cluster-metrics.ts';
import { openPaymentGateway } from '../payments/payment-gateway.ts';
import { openFileStorage } from '../storage/open-file-storage.ts';
import {
  answerEmulatorQuestions,
  answerMetricsQuestions,
  askToStop,
  SHUTDOWN_GRACE_MS,
} from './cluster-protocol.ts';
import {
  prepareDatabase,
  startBookingDigestTimer,
  startHoldExpiryTimer,
  startPayoutTimer,
  startRetentionTimer,
  startScheduleSweepTimer,
} from './once-per-app.ts';

/** How long a dead worker's place stays empty, so a worker that cannot start does not spin the machine. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of a cluster (a PostgreSQL server and WEB_CONCURRENCY above 1): it serves nothing itself. It
 * does what is done once per app (migrations and demo data before any worker starts, the retention step,
 * the release of expired holds, the coaches' daily booking summaries, gathering every worker's metrics
 * for a scrape),
 * runs the one Stripe emulator when there is no Stripe account, then keeps WEB_CONCURRENCY workers serving
 * PORT, replacing any that dies. SIGTERM or SIGINT asks every worker to finish its requests, waits for
 * them, and exits 0 when they all did; a second signal kills them at once. The job queue needs nothing from here: every
 * worker runs a runner, and each job is taken by one (`for update skip locked`).
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const knex = openDatabase(config);
  const storage = openFileStorage(config, knex);
  await prepareDatabase(config, logger, knex, storage);
  const retentionTimer = startRetentionTimer(knex, storage, config, logger);
  const holdExpiryTimer = startHoldExpiryTimer(knex, logger);
  const bookingDigestTimer = startBookingDigestTimer(knex, logger);
  const scheduleSweepTimer = startScheduleSweepTimer(knex, config, logger);
  const payoutTimer = startPayoutTimer(knex, config, logger);
  const payments = await openPaymentGateway(config);
  if (payments.emulator)
    logger.info({ url: payments.emulator.url }, 'no STRIPE_SECRET_KEY: payments go to the Stripe emulator');
  answerEmulatorQuestions(payments.emulatorAccess);
  // A scrape of /metrics, taken by any worker, is answered for the whole cluster from here.
  if (config.metricsToken) answerMetricsQuestions(clusterMetrics(knex));

  // Workers run main.ts itself, whatever started the primary (npm start goes through scripts/start.ts).
  cluster.setupPrimary({ exec: fileURLToPath(new URL('../main.ts', import.meta.url)) });
  let stopping = false;
  cluster.on('online', (worker) => logger.info({ worker: worker.process.pid }, 'worker started'));
  // Every worker listens on the one port; the emulator's events go to it, whichever worker takes them.
  const listening = new WeakSet<Worker>();
  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    payments.listening(address.port);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.warn({ worker: worker.process.pid, code, signal }, 'worker died: starting another');
    setTimeout(() => stopping || cluster.fork(), RESTART_DELAY_MS);
  });
  logger.info({ workers: config.webConcurrency }, 'starting workers');
  for (let i = 0; i < config.webConcurrency; i++) cluster.fork();

  const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);

  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (stopping) {
      logger.warn({ signal }, 'second signal: killing the workers');
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, workers: workers().length }, 'shutting down: stopping the workers');
    // Each worker's exit code; one killed, or gone before it could be asked, counts as a failure.
    const exited = workers().map(
      (worker) =>
        new Promise<number | null>((resolve) =>
          worker.isDead() ? resolve(null) : worker.once('exit', (code: number | null) => resolve(code)),
        ),
    );
    // A worker still starting is asked once it listens: it would not hear the request before.
    for (const worker of workers()) {
      if (listening.has(worker)) askToStop(worker);
      else worker.once('listening', () => askToStop(worker));
    }
    // A worker's own grace period ends its requests; one still there after it is stuck.
    const deadline = setTimeout(() => {
      logger.warn('workers still running after the grace period: killing them');
      for (const worker of workers()) worker.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS + 5_000);
    deadline.unref();
    const codes = await Promise.all(exited);
    clearTimeout(deadline);
    clearInterval(retentionTimer);
    clearInterval(holdExpiryTimer);
    clearInterval(bookingDigestTimer);
    clearInterval(scheduleSweepTimer);
    clearInterval(payoutTimer);
    await payments.close();
    await knex.destroy();
    logger.info({ workerExitCodes: codes }, 'stopped');
    process.exit(codes.every((code) => code === 0) ? 0 : 1);
  }

  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}
