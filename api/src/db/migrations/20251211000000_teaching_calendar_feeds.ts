import type { Knex } from 'knex';

/**
 * A coach's teaching calendar (issue 35): a second private feed per user, of the sessions they teach, beside
 * the one of the sessions they booked. Each kind keeps its own secret, so replacing or turning off one
 * leaves the other's subscribers alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calendar_feeds', (table) => {
    table.text('kind').notNullable().defaultTo('BOOKINGS');
    table.check("kind in ('BOOKINGS', 'TEACHING')", [], 'calendar_feeds_kind_check');
    table.dropPrimary();
    table.primary(['user_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('calendar_feeds').where({ kind: 'TEACHING' }).delete();
  await knex.schema.alterTable('calendar_feeds', (table) => {
    table.dropPrimary();
    table.primary(['user_id']);
    table.dropChecks(['calendar_feeds_kind_check']);
    table.dropColumn('kind');
  });
}
