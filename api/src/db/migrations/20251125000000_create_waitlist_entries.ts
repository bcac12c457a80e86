import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * The waitlist of a full schedule (issue 23, item 1): one row per person asking for `seats` seats, owned
 * by the schedule's team. A person has at most one live entry (WAITING or OFFERED) per schedule: the
 * partial unique index, which also settles two joins at once. The line is the live entries by
 * created_at (then id): the index by schedule serves both a person's place and the coach's list. An
 * offer names when it lapses and the booking that holds its seats; how long an offer lasts is the
 * workshop's `waitlist_offer_hours` (default 12; the offer never lasts past the session's start).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshops', (table) => {
    table.integer('waitlist_offer_hours').notNullable().defaultTo(12);
    table.check('waitlist_offer_hours between 1 and 168', [], 'workshops_waitlist_offer_hours_check');
  });
  await knex.schema.createTable('waitlist_entries', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_schedule_id').notNullable();
    table.uuid('user_id').notNullable().references('id').inTable('users');
    table.integer('seats').notNullable();
    table.check('seats > 0', [], 'waitlist_entries_seats_check');
    table.text('status').notNullable().defaultTo('WAITING');
    table.check(
      "status in ('WAITING', 'OFFERED', 'CLAIMED', 'DECLINED', 'EXPIRED', 'LEFT')",
      [],
      'waitlist_entries_status_check',
    );
    table.timestamp('offer_expires_at', { useTz: true });
    table.uuid('booking_id');
    addTimestamps(knex, table);
    table
      .foreign(['tenant_id', 'workshop_schedule_id'])
      .references(['tenant_id', 'id'])
      .inTable('workshop_schedules')
      .onDelete('CASCADE');
    table.index(['tenant_id', 'workshop_schedule_id', 'created_at']);
    table.index(['user_id']);
  });
  await knex.raw(
    `create unique index waitlist_entries_one_live_per_person on waitlist_entries
       (tenant_id, workshop_schedule_id, user_id) where status in ('WAITING', 'OFFERED')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('waitlist_entries');
  await knex.schema.alterTable('workshops', (table) => {
    table.dropChecks(['workshops_waitlist_offer_hours_check']);
    table.dropColumn('waitlist_offer_hours');
  });
}
