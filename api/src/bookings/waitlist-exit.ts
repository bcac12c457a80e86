import type { WaitlistStatus } from '@exceed/contract';
import type { Knex } from 'knex';
import { Booking } from '../models/booking.ts';
import type { WaitlistEntry } from '../models/waitlist-entry.ts';
import { cancelBooking } from './cancel-booking.ts';

/**
 * An entry leaves the line as `status` (declined, left, its card refused): the booking that holds its
 * offered seats, while still unpaid, is cancelled saying `reason`, which frees them for the next in line
 * (the seat counter queues the offer). The caller holds the booking's and the entry's locks.
 */
export async function letEntryGo(
  trx: Knex.Transaction,
  entry: WaitlistEntry,
  status: Extract<WaitlistStatus, 'DECLINED' | 'LEFT' | 'CHARGE_FAILED'>,
  reason: string,
): Promise<void> {
  const booking = entry.bookingId
    ? await Booking.forTenant(entry.tenantId, trx).findById(entry.bookingId)
    : undefined;
  if (booking?.status === 'PENDING') await cancelBooking(trx, booking, reason);
  await entry.$query(trx).patch({ status, offerExpiresAt: null });
}
