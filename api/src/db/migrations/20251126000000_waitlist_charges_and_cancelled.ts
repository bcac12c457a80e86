import type { Knex } from 'knex';

const STATUSES_BEFORE = "'WAITING', 'OFFERED', 'CLAIMED', 'DECLINED', 'EXPIRED', 'LEFT'";

/**
 * The waitlist's auto-charge (issue 23, item 1): an entry that asks to be charged keeps the booker's
 * address (`address`), since the booking made when its card is charged has nobody to ask it of; two
 * ways out of the line join the others: CHARGE_FAILED (the saved card was refused, the offer passed on)
 * and CANCELLED (the session was cancelled or its schedule deleted). docs/decisions/0064-waitlist.md.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('waitlist_entries', (table) => {
    table.jsonb('address');
    table.dropChecks(['waitlist_entries_status_check']);
    table.check(
      `status in (${STATUSES_BEFORE}, 'CHARGE_FAILED', 'CANCELLED')`,
      [],
      'waitlist_entries_status_check',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('waitlist_entries')
    .whereIn('status', ['CHARGE_FAILED', 'CANCELLED'])
    .update({ status: 'EXPIRED' });
  await knex.schema.alterTable('waitlist_entries', (table) => {
    table.dropChecks(['waitlist_entries_status_check']);
    table.check(`status in (${STATUSES_BEFORE})`, [], 'waitlist_entries_status_check');
    table.dropColumn('address');
  });
}
