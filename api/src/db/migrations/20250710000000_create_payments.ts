import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Payments (issue 5):
 * - payment_customers: the Stripe customer of each user (cards are saved on it), made once.
 * - stripe_events: the id of every webhook event handled, so a redelivered event changes nothing.
 * - ledger_entries: the money of each booking (DESIGN.md "Money and seats"): every charge and refund
 *   split into the platform's fee and the coach's payout (gross = fee + payout; refunds negative). The
 *   reference (the Stripe object, or the charge and its refunded total) is unique per tenant, so
 *   recording the same movement twice, from finalize and from a webhook, writes one row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_customers', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('cascade');
    table.text('stripe_customer_id').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('stripe_events', (table) => {
    table.text('id').primary();
    table.text('type').notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('ledger_entries', (table) => {
    addTenantKey(knex, table);
    table.uuid('booking_id').notNullable();
    table.uuid('coach_id').notNullable().references('id').inTable('users');
    table.uuid('workshop_id').notNullable();
    table.text('kind').notNullable();
    table.check("kind in ('CHARGE', 'REFUND')", [], 'ledger_entries_kind_check');
    table.text('reference').notNullable();
    table.integer('gross_minor').notNullable();
    table.integer('fee_minor').notNullable();
    table.integer('payout_minor').notNullable();
    table.check('gross_minor = fee_minor + payout_minor', [], 'ledger_entries_balance_check');
    table.text('currency').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.foreign(['tenant_id', 'booking_id']).references(['tenant_id', 'id']).inTable('bookings');
    table.unique(['tenant_id', 'reference']);
    table.index(['tenant_id', 'coach_id', 'created_at']);
    table.index(['tenant_id', 'booking_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ledger_entries');
  await knex.schema.dropTable('stripe_events');
  await knex.schema.dropTable('payment_customers');
}
