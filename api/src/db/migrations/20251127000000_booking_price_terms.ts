import type { Knex } from 'knex';

/**
 * A booking keeps what it was priced at (api/src/pricing/): beside its unit price and currency
 * (price_minor, currency), the platform's fee when it was held (and, as they come, the tiers, codes and
 * taxes that applied), so that later edits of the workshop's price or of the fee change no booking
 * already made. Bookings made before carry the fee the platform has taken by default, 10 %.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table
      .jsonb('price_terms')
      .notNullable()
      .defaultTo(JSON.stringify({ feePercent: 10 }));
  });
  // Every booking made from now on says its own terms.
  await knex.raw('alter table bookings alter column price_terms drop default');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('price_terms');
  });
}
