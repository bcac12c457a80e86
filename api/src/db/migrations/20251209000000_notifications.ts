import type { Knex } from 'knex';

/**
 * In-app notifications and how each person wants to hear of each kind of event (issue 35,
 * docs/decisions/0106-notifications.md). A notification belongs to its reader across teams (the bell shows
 * every team's), so it is keyed by user, not tenant; the team it came from is kept for the record.
 * `notification_preferences` holds only what a person changed ({ kind: { mail, inApp } }); a kind absent
 * is both. `unsubscribe_key` signs the links of mails that are not transactional (made on first use).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.uuid('tenant_id').references('id').inTable('tenants').onDelete('cascade');
    table.text('kind').notNullable();
    table.text('title').notNullable();
    table.text('body').notNullable();
    table.text('url');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('read_at', { useTz: true });
    table.index(['user_id', 'created_at']);
  });
  // The bell's count reads only the unread.
  await knex.raw('create index notifications_unread_index on notifications (user_id) where read_at is null');
  await knex.schema.alterTable('users', (table) => {
    table.jsonb('notification_preferences').notNullable().defaultTo('{}');
    table.text('unsubscribe_key');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('notification_preferences');
    table.dropColumn('unsubscribe_key');
  });
  await knex.schema.dropTable('notifications');
}
