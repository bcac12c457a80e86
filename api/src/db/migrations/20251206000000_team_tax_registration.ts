import type { Knex } from 'knex';

/**
 * A team's registration for tax (issue 34, docs/decisions/0101-taxes.md): where it is registered, its tax
 * ID, whether its prices include tax, its home rate and its rates by buyer country, kept as one jsonb
 * (pricing/tax-treatment.ts SellerTax, and the tax ID). Empty: not registered, no tax.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenants', (table) => {
    table.jsonb('tax_registration').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenants', (table) => {
    table.dropColumn('tax_registration');
  });
}
