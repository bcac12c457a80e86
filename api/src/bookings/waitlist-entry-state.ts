import { LIVE_WAITLIST_STATUSES } from '@exceed/contract';
import type { Booking } from '../models/booking.ts';
import type { WaitlistEntry } from '../models/waitlist-entry.ts';

/** Whether an entry still holds a place in the line (WAITING or OFFERED): it may be left. */
export const holdsPlace = (entry: Pick<WaitlistEntry, 'status'>): boolean =>
  (LIVE_WAITLIST_STATUSES as readonly string[]).includes(entry.status);

/** Whether seats were offered to an entry and not yet claimed, declined or lapsed by the job: it may be declined. */
export const isOffered = (entry: Pick<WaitlistEntry, 'status'>): boolean => entry.status === 'OFFERED';

/**
 * Whether an entry's offer is open now, so it may be claimed: offered, not lapsed (the job that marks it
 * EXPIRED may not have run yet), and its booking still a PENDING hold of the seats.
 */
export const isOfferOpen = (
  entry: Pick<WaitlistEntry, 'status' | 'offerExpiresAt'>,
  booking: Pick<Booking, 'status' | 'seatsHeld'> | null | undefined,
  now = new Date(),
): boolean =>
  isOffered(entry) &&
  entry.offerExpiresAt !== null &&
  entry.offerExpiresAt > now &&
  booking?.status === 'PENDING' &&
  booking.seatsHeld > 0;
