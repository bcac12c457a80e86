import type { Knex } from 'knex';
import { addTimestamps } from '../migration-helpers.ts';

/** The Stripe Connect account a coach is paid out to (STRIPE_CONNECT), one per coach. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payout_accounts', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('cascade');
    table.text('stripe_account_id').notNullable().unique();
    addTimestamps(knex, table);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payout_accounts');
}
