import { type BookingResource, resourcesOpenFor } from '@exceed/contract';

/** A workshop I booked, with my bookings of it (newest first, as the API lists them). */
export interface MyWorkshop {
  id: string;
  title: string;
  bookings: BookingResource[];
  /** The soonest session ahead that I hold seats of, if any: when, and in which zone. */
  next: { startDate: string; timezone: string } | null;
  /** How many of its sessions I booked that have already started. */
  pastSessions: number;
}

const holds = (booking: BookingResource) => booking.status !== 'CANCELLED';

/** My bookings grouped by workshop, the workshop with the soonest session first. */
export function groupByWorkshop(bookings: readonly BookingResource[]): MyWorkshop[] {
  const byId = new Map<string, MyWorkshop>();
  const now = Date.now();
  for (const booking of bookings) {
    const workshop = booking.workshopSchedule?.workshop;
    if (!workshop) continue;
    const entry = byId.get(workshop.id) ?? {
      id: workshop.id,
      title: workshop.title,
      bookings: [],
      next: null,
      pastSessions: 0,
    };
    entry.bookings.push(booking);
    const schedule = booking.workshopSchedule;
    const start = schedule?.startDate ?? '';
    if (schedule && holds(booking) && Date.parse(start) > now) {
      if (entry.next === null || start < entry.next.startDate) entry.next = schedule;
    } else if (holds(booking) && Date.parse(start) <= now) {
      entry.pastSessions += 1;
    }
    byId.set(workshop.id, entry);
  }
  return [...byId.values()].sort((a, b) => {
    if (a.next && b.next) return a.next.startDate.localeCompare(b.next.startDate);
    if (a.next || b.next) return a.next ? -1 : 1;
    return a.title.localeCompare(b.title);
  });
}

/**
 * The booking whose resources the workshop's Resources tab shows: the newest one that opens them
 * (CONFIRMED, COMPLETED, NO_SHOW), else the newest still held (the API then says when they open), else
 * the newest. Bookings of one workshop share its resources; each may hide some for itself.
 */
export function resourcesBookingOf(workshop: MyWorkshop): BookingResource | undefined {
  return (
    workshop.bookings.find((booking) => resourcesOpenFor(booking.status)) ??
    workshop.bookings.find(holds) ??
    workshop.bookings[0]
  );
}
