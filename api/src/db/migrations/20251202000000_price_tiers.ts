import type { Knex } from 'knex';

/**
 * Price tiers of a workshop (pricing/price-tiers.ts): an early-bird price (until a date, for the first
 * seats of each session, or both) and a group rate (from a number of seats in one booking), kept as one
 * jsonb beside the standard price. A schedule counts the seats taken at the early-bird price
 * (early_bird_seats) as it counts its other seats: moved only by bookings/seat-counter.ts, in the same
 * statements, so a tier's last seat is sold once (docs/decisions/0100-price-tiers.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshops', (table) => {
    table.jsonb('price_tiers').notNullable().defaultTo('{}');
  });
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.integer('early_bird_seats').notNullable().defaultTo(0);
  });
  await knex.raw(
    'alter table workshop_schedules add constraint workshop_schedules_early_bird_seats_check check (early_bird_seats >= 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.dropColumn('early_bird_seats');
  });
  await knex.schema.alterTable('workshops', (table) => {
    table.dropColumn('price_tiers');
  });
}
