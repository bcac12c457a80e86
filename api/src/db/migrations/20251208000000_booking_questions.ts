import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * Booking questions (issue 35, item 4; docs/decisions/0105-booking-questions.md): a workshop's questions,
 * in `position` order, asked once per booking or of each attendee. Answers are kept on what they answer,
 * as JSON arrays that carry each question's label and kind as they were when answered: a booking's
 * (`bookings.answers`, written by the same statement that holds its seats) and an attendee seat's
 * (`booking_seats.answers`, written when its invitee accepts). A question edited or removed later leaves
 * the answers given to it readable.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_questions', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_id').notNullable();
    table.integer('position').notNullable();
    table.text('kind').notNullable();
    table.check(
      "kind in ('short_text', 'long_text', 'one_choice', 'several_choices', 'yes_no')",
      [],
      'booking_questions_kind_check',
    );
    table.text('label').notNullable();
    table.jsonb('choices').notNullable().defaultTo('[]');
    table.boolean('required').notNullable().defaultTo(false);
    table.boolean('per_attendee').notNullable().defaultTo(false);
    addTimestamps(knex, table, { softDelete: true });
    table.index(['tenant_id', 'workshop_id', 'position']);
  });
  await knex.raw(
    'alter table booking_questions add foreign key (tenant_id, workshop_id) references workshops (tenant_id, id)',
  );
  await knex.schema.alterTable('bookings', (table) => {
    table.jsonb('answers').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('booking_seats', (table) => {
    table.jsonb('answers').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_seats', (table) => table.dropColumn('answers'));
  await knex.schema.alterTable('bookings', (table) => table.dropColumn('answers'));
  await knex.schema.dropTable('booking_questions');
}
