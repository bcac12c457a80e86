import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';

/** The job that offers a schedule's free seats to its waitlist (bookings/waitlist-offers.ts). */
export const WAITLIST_OFFER_JOB = 'waitlist.offer';

/**
 * Seats of a schedule were freed in `trx`: when someone waits for them, a job offers them once the change
 * commits (never under the caller's locks, and never before the seats are really free). No unique key:
 * the queue marks a job done by its id, so a key re-enqueued while its job runs would be lost; the offer
 * is idempotent, so a second job finds nothing to do. `runAt`: later (when an offer lapses).
 */
export async function offerFreedSeatsLater(
  trx: Knex,
  tenantId: string,
  workshopScheduleId: string,
  runAt?: Date,
): Promise<void> {
  const waiting = await trx('waitlist_entries')
    .where({ tenantId, workshopScheduleId })
    .whereIn('status', ['WAITING', 'OFFERED'])
    .first('id');
  if (!waiting) return;
  await enqueue(trx, {
    name: WAITLIST_OFFER_JOB,
    payload: { tenantId, workshopScheduleId },
    ...(runAt ? { runAt } : {}),
  });
}
