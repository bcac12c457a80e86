import type { AnyQueryBuilder } from 'objection';
import { scheduleGraphModifiers } from './schedule-graph.ts';

/**
 * What every booking answer embeds: the booker and the schedule with its workshop and sessions, read among
 * deleted rows too (a booking still names what it was for), and the certificates its places earned.
 */
export const BOOKING_GRAPH =
  '[user(withDeleted).profile, workshopSchedule(withDeleted).[workshop(withDeleted), sessions], certificates]';

/** A booking with its relations; for a page, the relations of all of it in four queries. */
export function withBookingGraph<Q extends AnyQueryBuilder>(query: Q): Q {
  return query.withGraphFetched(BOOKING_GRAPH).modifiers(scheduleGraphModifiers);
}

/**
 * What the holder of a seat sees of its booking (presentSeatSession): the session, its workshop and coach,
 * and the certificates its places earned (the holder's own among them).
 */
const SEAT_SESSION_GRAPH =
  '[workshopSchedule(withDeleted).[workshop(withDeleted), coach(withDeleted).profile], certificates]';

/**
 * A booking (`of: 'booking'`) or a seat's booking (`of: 'seat'`) with what the seat's holder sees of it,
 * read among deleted workshops, schedules and coaches too, as BOOKING_GRAPH is.
 */
export function withSeatSessionGraph<Q extends AnyQueryBuilder>(query: Q, of: 'booking' | 'seat'): Q {
  return query
    .withGraphFetched(of === 'seat' ? `booking.${SEAT_SESSION_GRAPH}` : SEAT_SESSION_GRAPH)
    .modifiers(scheduleGraphModifiers);
}

/**
 * Seats with their holder's account and profile, to name them (presentBookingSeat); for a page, in one
 * query more per relation, not one per seat. A deleted account is not fetched: it is named no more.
 */
export function withSeatHolder<Q extends AnyQueryBuilder>(query: Q): Q {
  return query.withGraphFetched('user.profile');
}
