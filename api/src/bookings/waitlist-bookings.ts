import type { Knex } from 'knex';
import type { Booking } from '../models/booking.ts';
import { WaitlistEntry } from '../models/waitlist-entry.ts';

/**
 * What a waitlist entry becomes when the booking that holds its offer's seats changes
 * (docs/decisions/0064-waitlist.md): paid, the seats are the entry's (CLAIMED); its hold lapsed unpaid, the
 * entry holds nothing any more (EXPIRED), and the seats go on through the release of holds.
 */

/**
 * The booking of a waitlist offer was paid (in `trx`, under its lock): its entry has claimed the seats,
 * whether claimed first or charged automatically. An EXPIRED one too: its hold lapsed, but the payment
 * renewed it while the seats were still free, so the seats are theirs after all.
 */
export async function claimPaidOffer(trx: Knex, booking: Booking): Promise<void> {
  const entryId = booking.meta?.waitlistEntryId;
  if (!entryId) return;
  await WaitlistEntry.forTenant(booking.tenantId, trx)
    .where({ id: entryId, bookingId: booking.id })
    .whereIn('status', ['OFFERED', 'EXPIRED'])
    .patch({ status: 'CLAIMED' });
}

/**
 * The holds of `bookingIds` were released unpaid (in `trx`): entries whose offer they held, offered or
 * claimed, no longer hold any seats and leave the line as EXPIRED.
 */
export async function expireOffersOfReleasedHolds(
  trx: Knex,
  tenantId: string,
  bookingIds: readonly string[],
): Promise<void> {
  if (bookingIds.length === 0) return;
  await WaitlistEntry.forTenant(tenantId, trx)
    .whereIn('bookingId', bookingIds)
    .whereIn('status', ['OFFERED', 'CLAIMED'])
    .patch({ status: 'EXPIRED' });
}
