import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { releaseAllExpiredHolds } from '../bookings/seat-counter.ts';
import { settleEndedSchedules } from '../bookings/settle-attendance.ts';
import type { Config } from '../config.ts';
import { migrateLatest } from '../db/migrate.ts';
import { databaseKind } from '../db/open-database.ts';
import { DEMO_PASSWORD } from '../demo/demo-data.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { planBookingDigests } from '../notifications/booking-digests.ts';
import { runPayouts } from '../payouts/payout-run.ts';
import { runRetention } from '../retention/run-retention.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { runGoNoGo } from '../workshops/go-no-go.ts';

/*
 * What the app does once, however many processes serve it: the single process does it, or a cluster's
 * primary, never its workers.
 */

/**
 * Brings the database up to date and, outside production, gives a fresh one the demo data, before any
 * worker of a cluster starts. A database that cannot be opened or migrated ends the process: nothing can
 * serve without it.
 */
export async function prepareDatabase(config: Config, logger: Logger, knex: Knex, storage: FileStorage) {
  try {
    const migrations = await migrateLatest(knex);
    logger.info({ database: databaseKind(config), migrations }, 'database ready');
    // Only where DEMO_DATA says (never production): the demo accounts share a published password.
    if (config.demoData && (await seedDemo(knex, storage, config.appUrl))) {
      logger.info(
        `demo data added: admin@example.com, coach@example.com, client@example.com (password ${DEMO_PASSWORD})`,
      );
    }
  } catch (error) {
    logger.fatal({ err: error, database: databaseKind(config) }, 'database could not be opened or migrated');
    await knex.destroy().catch(() => undefined);
    process.exit(1);
  }
}

/** How often the retention step runs (retention/run-retention.ts). */
const RETENTION_MS = 60 * 60 * 1000;

/**
 * Deletes what is over hourly: expired uploads and replaced avatars at once, sessions, sign-in codes,
 * finished jobs and handled Stripe events once RETENTION_DAYS old (retention/run-retention.ts).
 */
export function startRetentionTimer(
  knex: Knex,
  storage: FileStorage,
  config: Config,
  logger: Logger,
): NodeJS.Timeout {
  const timer = setInterval(() => {
    runRetention(knex, storage, config.retentionDays).then(
      (deleted) => logger.info({ deleted }, 'retention: deleted what is over'),
      (error: unknown) => logger.warn({ err: error }, 'the retention step failed'),
    );
  }, RETENTION_MS);
  timer.unref();
  return timer;
}

/** How often expired booking holds give their seats back (the listing shows them taken until then). */
const HOLD_EXPIRY_MS = 60 * 1000;

/**
 * Releases expired booking holds every minute (bookings/seat-counter.ts), so the seats a schedule shows as
 * left are true within a minute; a buyer never waits for it, since an attempt at a schedule that looks
 * full releases that schedule's expired holds itself.
 */
export function startHoldExpiryTimer(knex: Knex, logger: Logger): NodeJS.Timeout {
  const timer = setInterval(() => {
    releaseAllExpiredHolds(knex).catch((error: unknown) =>
      logger.warn({ err: error }, 'releasing expired holds failed'),
    );
  }, HOLD_EXPIRY_MS);
  timer.unref();
  return timer;
}

/** How often payouts are looked for: a share is paid within this of coming due. */
const PAYOUT_RUN_MS = 60 * 60 * 1000;

/**
 * Runs the payouts every hour when coaches are paid through Connect (payouts/payout-run.ts): each coach's
 * due shares go out per their schedule. Every replica runs this timer; the coach's account lock makes one
 * of them decide each payout, and its job makes the transfer.
 */
export function startPayoutTimer(knex: Knex, config: Config, logger: Logger): NodeJS.Timeout | undefined {
  if (!config.stripeConnect) return undefined;
  const timer = setInterval(() => {
    runPayouts(knex, new Date(), config.payoutHoldDays).catch((error: unknown) =>
      logger.warn({ err: error }, 'the payout run failed'),
    );
  }, PAYOUT_RUN_MS);
  timer.unref();
  return timer;
}

/** How often coaches' daily summaries are looked for: each goes within this of its hour. */
const BOOKING_DIGEST_MS = 10 * 60 * 1000;

/**
 * Queues the coaches' daily summaries of new bookings every ten minutes (notifications/booking-digests.ts):
 * once the day's hour has come, each coach with bookings waiting gets one summary that day. Every replica
 * runs this timer; the summary's row, unique per coach and day, makes one of them queue it.
 */
export function startBookingDigestTimer(knex: Knex, logger: Logger): NodeJS.Timeout {
  const timer = setInterval(() => {
    planBookingDigests(knex).catch((error: unknown) =>
      logger.warn({ err: error }, 'planning the daily booking summaries failed'),
    );
  }, BOOKING_DIGEST_MS);
  timer.unref();
  return timer;
}

/** How often schedules are looked at for their go/no-go and their attendance: each within this of its time. */
const SCHEDULE_SWEEP_MS = 60 * 1000;

/**
 * Every minute: the go/no-go of schedules short of their minimum (asks their coach, then decides at the
 * deadline: workshops/go-no-go.ts) and the attendance of schedules that ended (bookings/settle-attendance.ts).
 * Every replica may run this timer: each schedule's row lock makes one of them decide it, once.
 */
export function startScheduleSweepTimer(knex: Knex, config: Config, logger: Logger): NodeJS.Timeout {
  const timer = setInterval(() => {
    runGoNoGo(knex)
      .then((cancelled) => {
        if (cancelled > 0) logger.info({ cancelled }, 'go/no-go: schedules short of their minimum cancelled');
        return settleEndedSchedules(knex, config.appUrl);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'the schedule sweep failed'));
  }, SCHEDULE_SWEEP_MS);
  timer.unref();
  return timer;
}
