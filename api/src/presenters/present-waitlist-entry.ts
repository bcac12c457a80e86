import { fromMinorUnits, type WaitlistEntryResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { WaitlistEntry } from '../models/waitlist-entry.ts';
import type { Actor } from '../policies/actor.ts';
import { waitlistEntryAbilities } from '../policies/waitlist-abilities.ts';
import { workshopTerms } from '../pricing/booking-price.ts';
import { priceSeats } from '../pricing/price-breakdown.ts';
import { presentPrice } from './present-price.ts';

/**
 * A waitlist entry with its person's username, its place, the session it waits for and what `actor` may
 * do with it (read it with `presentableEntries`, which fetches the user, the schedule's workshop and the
 * offer's booking and computes the place).
 */
export function presentWaitlistEntry(entry: WaitlistEntry, actor: Actor): WaitlistEntryResource {
  const { user, workshopSchedule: schedule, booking } = entry;
  if (!user || !schedule?.workshop || booking === undefined)
    throw new Error('presentWaitlistEntry: read it with presentableEntries');
  return {
    id: entry.id,
    workshopScheduleId: entry.workshopScheduleId,
    workshopId: schedule.workshop.id,
    workshopTitle: schedule.workshop.title,
    startDate: isoDate(schedule.startDate),
    timezone: schedule.timezone,
    price: fromMinorUnits(schedule.workshop.priceMinor, schedule.workshop.currency),
    priceBreakdown: presentPrice(priceSeats(workshopTerms(schedule.workshop, entry.seats), entry.seats)),
    currency: schedule.workshop.currency,
    userId: entry.userId,
    username: user.username,
    seats: entry.seats,
    autoCharge: entry.autoCharge,
    status: entry.status,
    place: entry.place === undefined || entry.place === null ? null : Number(entry.place),
    offerExpiresAt: isoDate(entry.offerExpiresAt),
    bookingId: entry.bookingId,
    createdAt: isoDate(entry.createdAt),
    abilities: waitlistEntryAbilities(actor, entry, booking),
  };
}

/** A presenter of entries, each as `actor` reads it. */
export const presentWaitlistEntryFor =
  (actor: Actor) =>
  (entry: WaitlistEntry): WaitlistEntryResource =>
    presentWaitlistEntry(entry, actor);
