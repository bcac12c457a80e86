import type { Knex } from 'knex';

/**
 * One row per reminder sent (issue 23): to whom (an attendee's address, lowercased), of which session
 * and start, and which reminder (hours before). The reminder job inserts the row before it mails, with
 * `on conflict do nothing`, so of two runs (a retried job, two replicas, a restart) only the one that
 * inserted it sends: a reminder is never sent twice. A session that moves gets new reminders (its start
 * is in the key). A mail that fails gives its row back so the job's retry can send it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reminder_deliveries', (table) => {
    table.uuid('tenant_id').notNullable().references('id').inTable('tenants').onDelete('CASCADE');
    table.uuid('workshop_schedule_id').notNullable();
    table.timestamp('starts_at', { useTz: true }).notNullable();
    table.integer('hours_before').notNullable();
    table.text('email').notNullable();
    table.timestamp('sent_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['tenant_id', 'workshop_schedule_id', 'starts_at', 'hours_before', 'email']);
    table
      .foreign(['tenant_id', 'workshop_schedule_id'])
      .references(['tenant_id', 'id'])
      .inTable('workshop_schedules')
      .onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reminder_deliveries');
}
