import type { Knex } from 'knex';

/**
 * Invitees who pay for themselves (issue 23, item 4). A booking with `invitees_pay` is paid by its booker
 * for one seat; its other seats wait for their invitees' payments until `invitee_hold_expires_at` (set
 * when the booker's payment confirms it: the workshop's `invitee_pay_hours`, default 48, never past the
 * start), when those still unpaid are released. A seat paid by its invitee names the payment intent and
 * when it was paid; its charge in the ledger names that payer (`payer_id`; null: the booker), and so
 * do its refunds, so each person's spending is what they paid.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshops', (table) => {
    table.integer('invitee_pay_hours').notNullable().defaultTo(48);
    table.check('invitee_pay_hours between 1 and 336', [], 'workshops_invitee_pay_hours_check');
  });
  await knex.schema.alterTable('bookings', (table) => {
    table.boolean('invitees_pay').notNullable().defaultTo(false);
    table.timestamp('invitee_hold_expires_at', { useTz: true });
    table.integer('invitee_seats_paid').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('booking_seats', (table) => {
    table.text('payment_intent_id');
    table.timestamp('paid_at', { useTz: true });
  });
  await knex.schema.alterTable('ledger_entries', (table) => {
    table.uuid('payer_id').references('id').inTable('users');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_entries', (table) => {
    table.dropColumn('payer_id');
  });
  await knex.schema.alterTable('booking_seats', (table) => {
    table.dropColumn('paid_at');
    table.dropColumn('payment_intent_id');
  });
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('invitee_seats_paid');
    table.dropColumn('invitee_hold_expires_at');
    table.dropColumn('invitees_pay');
  });
  await knex.schema.alterTable('workshops', (table) => {
    table.dropChecks(['workshops_invitee_pay_hours_check']);
    table.dropColumn('invitee_pay_hours');
  });
}
