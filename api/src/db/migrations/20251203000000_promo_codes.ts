import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * Promo codes (issue 34, docs/decisions/0102-promo-codes.md): a team's codes, each for one workshop
 * (workshop_id) or for every workshop of the team (null); a percentage or an amount off each seat.
 * `redemptions` counts the bookings that hold seats with the code: moved only by bookings/seat-counter.ts
 * and bookings/code-redemptions.ts in the transactions that move those seats, after the schedule's row, so
 * a code's last redemption goes to one buyer. A booking keeps the code it was priced with in its
 * price_terms (the snapshot), which the expression index finds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('promo_codes', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_id');
    table.text('code').notNullable();
    table.integer('percent_off');
    table.integer('amount_off_minor');
    table.text('currency');
    table.check(
      '(percent_off is null) <> (amount_off_minor is null) and (amount_off_minor is null) = (currency is null)',
      [],
      'promo_codes_one_discount_check',
    );
    table.check('percent_off between 1 and 100 and amount_off_minor > 0', [], 'promo_codes_amount_check');
    table.timestamp('valid_from', { useTz: true });
    table.timestamp('valid_until', { useTz: true });
    table.integer('max_redemptions');
    table.integer('max_per_person');
    table.integer('min_seats').notNullable().defaultTo(1);
    table.integer('redemptions').notNullable().defaultTo(0);
    table.check(
      'redemptions >= 0 and (max_redemptions is null or redemptions <= max_redemptions)',
      [],
      'promo_codes_redemptions_check',
    );
    table.uuid('created_by').references('id').inTable('users').onDelete('set null');
    addTimestamps(knex, table, { softDelete: true });
    table.index(['tenant_id', 'workshop_id']);
  });
  await knex.raw(
    'alter table promo_codes add foreign key (tenant_id, workshop_id) references workshops (tenant_id, id)',
  );
  // One live code of a name per team, whatever its case: codes are typed by buyers.
  await knex.raw(
    'create unique index promo_codes_code_unique on promo_codes (tenant_id, code) where deleted_at is null',
  );
  await knex.raw(
    "create index bookings_promo_code_index on bookings (tenant_id, ((price_terms->'discount'->>'codeId'))) where price_terms->'discount' is not null",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index bookings_promo_code_index');
  await knex.schema.dropTable('promo_codes');
}
