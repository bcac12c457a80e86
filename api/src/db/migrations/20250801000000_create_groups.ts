import type { Knex } from 'knex';
import { addTimestamps } from '../migration-helpers.ts';

/**
 * Saved groups of people to invite together (/b/groups). A group is its owner's personal address book,
 * not a team's: it has no tenant_id and follows its owner into every team, as their bookings do. Its
 * people are an ordered jsonb list (at most 50, always read and written whole with the group), so the
 * order they fill a booking's seats in is the order of the list. Lists read a user's live groups newest
 * first: the index leads with the owner.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('groups', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.text('name').notNullable();
    table.text('description');
    table.jsonb('members').notNullable().defaultTo('[]');
    addTimestamps(knex, table, { softDelete: true });
    table.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('groups');
}
