import { LIVE_WAITLIST_STATUSES } from '@exceed/contract';
import type { Knex } from 'knex';
import { Booking } from '../models/booking.ts';
import { WaitlistEntry } from '../models/waitlist-entry.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { cancelBooking } from './cancel-booking.ts';

/**
 * A schedule that will not take place (its session cancelled, or the schedule deleted) closes its line:
 * every live entry leaves it as CANCELLED, and the bookings holding offered seats are cancelled, saying
 * `reason`. The entries leave first, so the seats those cancellations free are offered to nobody (the
 * seat counter queues an offer only while someone is in line). The schedule's row is locked first, the
 * order of the offer job and of a claim (lockOwnEntry), so none of them interleaves with this.
 */
export async function closeWaitlist(
  trx: Knex.Transaction,
  tenantId: string,
  scheduleId: string,
  reason: string,
): Promise<void> {
  await WorkshopSchedule.forTenant(tenantId, trx).withDeleted().findById(scheduleId).forNoKeyUpdate();
  const live = await WaitlistEntry.forTenant(tenantId, trx)
    .where({ workshopScheduleId: scheduleId })
    .whereIn('status', LIVE_WAITLIST_STATUSES)
    .forUpdate();
  if (live.length === 0) return;
  await WaitlistEntry.forTenant(tenantId, trx)
    .whereIn(
      'id',
      live.map((entry) => entry.id),
    )
    .patch({ status: 'CANCELLED', offerExpiresAt: null });
  const offered = live.flatMap((entry) =>
    entry.status === 'OFFERED' && entry.bookingId ? [entry.bookingId] : [],
  );
  if (offered.length === 0) return;
  const held = await Booking.forTenant(tenantId, trx)
    .whereIn('id', offered)
    .where('status', 'PENDING')
    .forUpdate();
  for (const booking of held) await cancelBooking(trx, booking, reason);
}
