import type { Knex } from 'knex';

/**
 * The tax in each money movement (issue 34, docs/decisions/0101-taxes.md): of a charge's gross,
 * the tax its booking's price carried; of a refund, the same share given back. The platform's fee is
 * taken from the rest (the net), so statements show tax apart and fees never fall on tax.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_entries', (table) => {
    table.integer('tax_minor').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_entries', (table) => {
    table.dropColumn('tax_minor');
  });
}
