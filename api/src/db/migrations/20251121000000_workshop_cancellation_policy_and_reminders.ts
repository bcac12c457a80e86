import type { Knex } from 'knex';

/**
 * What a workshop's coach decides of cancellations and reminders (issue 23): its refund tiers (longest
 * notice first; default full refund until 24 hours before) and the hours before each session that its
 * attendees are reminded (any of 168, 24, 1; default 24). The API's contract validates both; the checks
 * here only keep the columns arrays. A booking counts the seats cancelled from it, so a partial
 * cancellation shows on it (its `seats` are those it still has).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshops', (table) => {
    table
      .jsonb('cancellation_policy')
      .notNullable()
      .defaultTo(JSON.stringify([{ hoursBefore: 24, refundPercent: 100 }]));
    table
      .jsonb('reminder_hours')
      .notNullable()
      .defaultTo(JSON.stringify([24]));
    table.check("jsonb_typeof(cancellation_policy) = 'array'", [], 'workshops_cancellation_policy_check');
    table.check("jsonb_typeof(reminder_hours) = 'array'", [], 'workshops_reminder_hours_check');
  });
  await knex.schema.alterTable('bookings', (table) => {
    table.integer('seats_cancelled').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('seats_cancelled');
  });
  await knex.schema.alterTable('workshops', (table) => {
    table.dropChecks(['workshops_cancellation_policy_check', 'workshops_reminder_hours_check']);
    table.dropColumn('cancellation_policy');
    table.dropColumn('reminder_hours');
  });
}
