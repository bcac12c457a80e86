import type { Knex } from 'knex';
import type { WaitlistEntry } from '../models/waitlist-entry.ts';

/**
 * The line of a schedule's waitlist, in one place: its live entries (WAITING or OFFERED) first come,
 * first served, by created_at then id. An entry's place is 1 + the live entries of its schedule ahead of
 * it; out of the line, none.
 */
export const placeSql = (alias: string): string =>
  `case when ${alias}.status in ('WAITING', 'OFFERED') then 1 + (select count(*)::int from waitlist_entries a
     where a.tenant_id = ${alias}.tenant_id and a.workshop_schedule_id = ${alias}.workshop_schedule_id
       and a.status in ('WAITING', 'OFFERED')
       and (a.created_at, a.id) < (${alias}.created_at, ${alias}.id)) end`;

/** Entries with their place (`place`), for a query on waitlist_entries. */
export function withPlace(query: WaitlistEntry['QueryBuilderType'], knex: Knex): void {
  query.select('waitlist_entries.*', knex.raw(`${placeSql('waitlist_entries')} as place`));
}

/** The line's order, for a query on waitlist_entries. */
export function inLineOrder(query: WaitlistEntry['QueryBuilderType']): void {
  query.orderBy([
    { column: 'waitlist_entries.createdAt', order: 'asc' },
    { column: 'waitlist_entries.id', order: 'asc' },
  ]);
}
