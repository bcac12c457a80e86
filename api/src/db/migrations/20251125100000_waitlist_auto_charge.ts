import type { Knex } from 'knex';

/**
 * A waitlist entry may ask to be charged on its saved card as soon as seats are offered (issue 23,
 * item 1): the offer job then pays the held booking off-session; a refused charge passes the offer on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('waitlist_entries', (table) => {
    table.boolean('auto_charge').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('waitlist_entries', (table) => {
    table.dropColumn('auto_charge');
  });
}
