import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';

/** The job that offers a schedule's free seats to its waitlist (bookings/waitlist-offers.ts). */
export const WAITLIST_OFFER_JOB = 'waitlist.offer';

/** The job that pays an auto-charge entry's offer with its saved card (payments/waitlist-charge.ts). */
export const WAITLIST_CHARGE_JOB = 'waitlist.charge';

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

/**
 * Seats were offered in `trx` to an entry that asked to be charged: once the offer commits, a job pays its
 * booking with the saved card (Stripe is never called under the offer's locks). One job per booking.
 */
export async function chargeOfferLater(
  trx: Knex,
  tenantId: string,
  entryId: string,
  bookingId: string,
): Promise<void> {
  await enqueue(trx, {
    name: WAITLIST_CHARGE_JOB,
    payload: { tenantId, entryId },
    uniqueKey: `waitlist-charge:${bookingId}`,
  });
}
