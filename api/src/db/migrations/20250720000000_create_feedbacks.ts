import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * Feedbacks (issue 5): an attendee's rating (1 to 5) and comment of a session, once per person and
 * schedule (the unique key), tenant-owned by the schedule's team. The index by schedule serves the
 * coach's list and the public averages (joined to the schedule's coach).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feedbacks', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_schedule_id').notNullable();
    table.uuid('user_id').notNullable().references('id').inTable('users');
    table.smallint('rating').notNullable();
    table.check('rating between 1 and 5', [], 'feedbacks_rating_check');
    table.text('comment');
    addTimestamps(knex, table);
    table
      .foreign(['tenant_id', 'workshop_schedule_id'])
      .references(['tenant_id', 'id'])
      .inTable('workshop_schedules');
    table.unique(['tenant_id', 'workshop_schedule_id', 'user_id']);
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('feedbacks');
}
