import type { AnyQueryBuilder } from 'objection';
import { scheduleGraphModifiers } from './schedule-graph.ts';

/**
 * What every booking answer embeds: the booker and the schedule with its workshop, read among deleted
 * rows too (a booking still names what it was for).
 */
export const BOOKING_GRAPH = '[user(withDeleted), workshopSchedule(withDeleted).workshop(withDeleted)]';

/** A booking with its relations; for a page, the relations of all of it in three queries. */
export function withBookingGraph<Q extends AnyQueryBuilder>(query: Q): Q {
  return query.withGraphFetched(BOOKING_GRAPH).modifiers(scheduleGraphModifiers);
}
