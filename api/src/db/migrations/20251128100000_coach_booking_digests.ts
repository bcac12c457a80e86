import type { Knex } from 'knex';

/**
 * A coach chooses how they hear of new bookings (issue 37, item 2; docs/decisions/0078-coach-booking-digest.md):
 *
 * - users.booking_mails: EACH (a mail per booking, as before; every existing account keeps it) or DAILY.
 *   The user's, like color_mode: a private preference, not part of the coach profile the marketplace shows.
 * - booking_digest_entries: a confirmed booking whose coach chose DAILY when its mail job ran, waiting for
 *   that coach's next summary (digest_id null) or listed in one. One row per booking (its key), so a
 *   retried job adds it once; keyed by tenant first, as every table of a tenant's rows.
 * - booking_digests: one row per coach and day (the unique key), inserted in the transaction that takes
 *   that coach's waiting entries; of two replicas planning at once, one inserts and the other finds the
 *   row, so a coach gets one summary a day. sent_at: claimed before its mail goes, given back if it fails.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('booking_mails').notNullable().defaultTo('EACH');
    table.check("booking_mails in ('EACH', 'DAILY')", [], 'users_booking_mails_check');
  });
  await knex.schema.createTable('booking_digests', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('coach_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.date('day').notNullable();
    table.timestamp('sent_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['coach_id', 'day'], { indexName: 'booking_digests_one_per_coach_and_day' });
  });
  await knex.schema.createTable('booking_digest_entries', (table) => {
    table.uuid('tenant_id').notNullable().references('id').inTable('tenants').onDelete('CASCADE');
    table.uuid('booking_id').notNullable();
    table.uuid('coach_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.uuid('digest_id').references('id').inTable('booking_digests').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['tenant_id', 'booking_id']);
    table
      .foreign(['tenant_id', 'booking_id'])
      .references(['tenant_id', 'id'])
      .inTable('bookings')
      .onDelete('CASCADE');
    table.index(['digest_id']);
  });
  // What the planner reads every few minutes: the coaches with entries waiting.
  await knex.raw(
    'create index booking_digest_entries_waiting on booking_digest_entries (coach_id) where digest_id is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_digest_entries');
  await knex.schema.dropTable('booking_digests');
  await knex.schema.alterTable('users', (table) => {
    table.dropChecks('users_booking_mails_check');
    table.dropColumn('booking_mails');
  });
}
