import type { WaitlistEntryResource } from '../contract/index.ts';
import { isoDate } from '../http/presenter.ts';
import type { WaitlistEntry } from '../models/waitlist-entry.ts';

/** A waitlist entry with its person's username and place (fetch `user` and read `withPlace` first). */
export function presentWaitlistEntry(entry: WaitlistEntry): WaitlistEntryResource {
  if (!entry.user) throw new Error('presentWaitlistEntry: fetch the user first');
  return {
    id: entry.id,
    workshopScheduleId: entry.workshopScheduleId,
    userId: entry.userId,
    username: entry.user.username,
    seats: entry.seats,
    autoCharge: entry.autoCharge,
    status: entry.status,
    place: entry.place === undefined || entry.place === null ? null : Number(entry.place),
    offerExpiresAt: isoDate(entry.offerExpiresAt),
    bookingId: entry.bookingId,
    createdAt: isoDate(entry.createdAt),
  };
}
