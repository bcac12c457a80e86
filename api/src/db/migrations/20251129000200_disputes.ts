import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Disputes (chargebacks, issue 32 item 2): a cardholder's dispute of a booking's charge, as Stripe reports
 * it, and two ledger kinds: DISPUTE (Stripe took the charge's amount back while it is decided: fee and
 * payout withdrawn in the charge's proportion, as a refund does) and DISPUTE_WON (given back when won).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('disputes', (table) => {
    addTenantKey(knex, table);
    table.uuid('booking_id').notNullable();
    table.text('stripe_dispute_id').notNullable();
    table.text('charge_id').notNullable();
    table.integer('amount_minor').notNullable();
    table.text('currency').notNullable();
    table.text('reason').notNullable();
    table.text('status').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('closed_at', { useTz: true });
    table.foreign(['tenant_id', 'booking_id']).references(['tenant_id', 'id']).inTable('bookings');
    table.unique(['tenant_id', 'stripe_dispute_id']);
    table.index(['tenant_id', 'created_at']);
  });
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_kind_check');
  await knex.raw(
    `alter table ledger_entries add constraint ledger_entries_kind_check
       check (kind in ('CHARGE', 'REFUND', 'OFFLINE', 'TRANSFER', 'REVERSAL', 'DISPUTE', 'DISPUTE_WON'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('ledger_entries').whereIn('kind', ['DISPUTE', 'DISPUTE_WON']).delete();
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_kind_check');
  await knex.raw(
    `alter table ledger_entries add constraint ledger_entries_kind_check
       check (kind in ('CHARGE', 'REFUND', 'OFFLINE', 'TRANSFER', 'REVERSAL'))`,
  );
  await knex.schema.dropTable('disputes');
}
