import type { Knex } from 'knex';

/**
 * The most seats one booking may take, set by the coach per workshop (issue 19,
 * docs/decisions/0016-abuse-rules.md); null means the workshop's maxSeats. The check backs the API's own 422
 * (capacity-range.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshops', (table) => {
    table.integer('max_seats_per_booking');
    table.check(
      'max_seats_per_booking is null or max_seats_per_booking between 1 and max_seats',
      [],
      'workshops_max_seats_per_booking_check',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshops', (table) => {
    table.dropChecks('workshops_max_seats_per_booking_check');
    table.dropColumn('max_seats_per_booking');
  });
}
