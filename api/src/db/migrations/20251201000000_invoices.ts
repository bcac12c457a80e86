import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Invoices that are invoices (issue 34, decision 0099):
 * - invoices: one document per ledger row that moved a customer's money, issued in that row's
 *   transaction: an INVOICE for a CHARGE (or an OFFLINE payment), a CREDIT_NOTE for a REFUND, which names
 *   its invoice. Amounts in minor units of its currency; a credit note's are negative, so a booking's
 *   invoices and credit notes sum to what it kept. Seller and buyer are snapshots taken when it was
 *   issued: a later change of a team's or a person's name does not rewrite a document already sent.
 * - invoice_sequences: the next number of each team's invoices and credit notes, taken by an upsert in
 *   the transaction that writes the ledger row, so a rolled-back payment uses no number and two payments
 *   committed at once wait for each other's row rather than share one (gapless per team and kind).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoice_sequences', (table) => {
    table.uuid('tenant_id').notNullable().references('id').inTable('tenants').onDelete('cascade');
    table.text('kind').notNullable();
    table.check("kind in ('INVOICE', 'CREDIT_NOTE')", [], 'invoice_sequences_kind_check');
    table.integer('next_number').notNullable();
    table.primary(['tenant_id', 'kind']);
  });
  await knex.schema.createTable('invoices', (table) => {
    addTenantKey(knex, table);
    table.text('kind').notNullable();
    table.check("kind in ('INVOICE', 'CREDIT_NOTE')", [], 'invoices_kind_check');
    table.text('number').notNullable();
    table.uuid('booking_id').notNullable();
    table.uuid('workshop_id').notNullable();
    // The coach of the session it was for, who reads the workshop's invoices with the team's managers.
    table.uuid('coach_id').notNullable().references('id').inTable('users');
    table.uuid('ledger_entry_id').notNullable();
    table.uuid('invoice_id');
    table.check("(kind = 'INVOICE') = (invoice_id is null)", [], 'invoices_credit_note_refers_check');
    table.uuid('payer_id').references('id').inTable('users');
    table.text('currency').notNullable();
    table.integer('subtotal_minor').notNullable();
    table.integer('discount_minor').notNullable();
    table.integer('tax_minor').notNullable();
    table.integer('total_minor').notNullable();
    table.jsonb('lines').notNullable();
    table.jsonb('taxes').notNullable();
    table.jsonb('seller').notNullable();
    table.jsonb('buyer').notNullable();
    table.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['tenant_id', 'number']);
    table.unique(['tenant_id', 'ledger_entry_id']);
    table.index(['tenant_id', 'booking_id']);
    table.index(['tenant_id', 'workshop_id', 'issued_at']);
    table.index(['payer_id']);
  });
  await knex.raw(
    'alter table invoices add foreign key (tenant_id, booking_id) references bookings (tenant_id, id)',
  );
  await knex.raw(
    'alter table invoices add foreign key (tenant_id, ledger_entry_id) references ledger_entries (tenant_id, id)',
  );
  await knex.raw(
    'alter table invoices add foreign key (tenant_id, invoice_id) references invoices (tenant_id, id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('invoices');
  await knex.schema.dropTable('invoice_sequences');
}
