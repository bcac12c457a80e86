import type { Knex } from 'knex';
import type { FileStorage } from '../storage/file-storage.ts';
import { purgeExpiredFiles } from '../storage/purge-expired-files.ts';

/** How many rows of each kind one pass deleted. */
export interface RetentionCounts {
  sessions: number;
  challenges: number;
  jobs: number;
  stripeEvents: number;
  files: number;
  webhookDeliveries: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one place where what is over is deleted (docs/decisions/0088-retention.md): rows whose end (expiry,
 * revocation, use, completion, receipt) is more than `retentionDays` old. They are kept that long for
 * support questions ("was I signed in last week?") and because a handled Stripe event's id is what makes
 * its redelivery change nothing. Failed jobs stay until an operator retries them: each is work not done
 * (a mail, a refund) that nobody has looked at yet. Temporary uploads go as soon as they expire, as before:
 * their expiry is already their grace period. A webhook's delivery log keeps what was sent for as long
 * (decision 0119): a delivery still being tried stays whatever its age.
 *
 * Safe on every replica at once: each delete is one statement, and deleting a row twice deletes it once.
 */
export async function runRetention(
  knex: Knex,
  storage: FileStorage,
  retentionDays: number,
  now: Date = new Date(),
): Promise<RetentionCounts> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const sessions = await knex('auth_sessions')
    .where('expires_at', '<', cutoff)
    .orWhere('revoked_at', '<', cutoff)
    .delete();
  const challenges = await knex('auth_challenges')
    .where('expires_at', '<', cutoff)
    .orWhere('consumed_at', '<', cutoff)
    .delete();
  const jobs = await knex('jobs').where('done_at', '<', cutoff).where('failed', false).delete();
  const stripeEvents = await knex('stripe_events').where('received_at', '<', cutoff).delete();
  const files = await purgeExpiredFiles(knex, storage, now);
  const webhookDeliveries = await knex('webhook_deliveries')
    .whereIn('status', ['SUCCEEDED', 'FAILED'])
    .where('updated_at', '<', cutoff)
    .delete();
  return { sessions, challenges, jobs, stripeEvents, files, webhookDeliveries };
}
