import type { Knex } from 'knex';

/**
 * A user's private calendar feed: calendar apps subscribe without signing in, so the feed's address
 * carries a secret; only its hash is kept, and making a new one voids the old.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('cascade');
    table.text('token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feeds');
}
