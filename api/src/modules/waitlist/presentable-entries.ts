import type { Knex } from 'knex';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { withPlace } from '../../bookings/waitlist-line.ts';
import type { WaitlistEntry } from '../../models/waitlist-entry.ts';

/**
 * What an entry's answer shows besides its row: the person, the session waited for (read among deleted
 * schedules and workshops too, as a booking still names what it was for), the place in the line, and the
 * offer's booking its abilities are decided on.
 */
const ENTRY_GRAPH = '[user(withDeleted), workshopSchedule(withDeleted).workshop(withDeleted), booking]';

/** A query on waitlist_entries made ready for presentWaitlistEntry. */
export function presentableEntries(query: WaitlistEntry['QueryBuilderType'], knex: Knex) {
  withPlace(query, knex);
  return query.withGraphFetched(ENTRY_GRAPH).modifiers(scheduleGraphModifiers);
}
