import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * Bookings (issue 5): a client's seats on a workshop schedule. Tenant-owned by the schedule's tenant, so
 * the schedule reference is composite and a booking can never point into another team. A PENDING booking
 * holds its seats until hold_expires_at (DESIGN.md "Money and seats": seats taken = CONFIRMED and
 * COMPLETED seats plus live PENDING holds); the index on (tenant_id, workshop_schedule_id, status) serves
 * that sum under the schedule's row lock. Amounts are integer minor units with a currency.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_schedule_id').notNullable();
    table.uuid('user_id').notNullable().references('id').inTable('users');
    table.integer('seats').notNullable();
    table.check('seats >= 1', [], 'bookings_seats_check');
    table.text('status').notNullable().defaultTo('PENDING');
    table.check(
      "status in ('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW')",
      [],
      'bookings_status_check',
    );
    table.timestamp('hold_expires_at', { useTz: true });
    table.integer('amount_paid_minor').notNullable().defaultTo(0);
    table.text('currency').notNullable().defaultTo('USD');
    table.text('payment_method');
    table.text('payment_transaction_id');
    table.text('notes');
    table.text('coach_notes');
    table.text('cancellation_reason');
    table.jsonb('address').notNullable();
    table.jsonb('meta').notNullable().defaultTo('{}');
    addTimestamps(knex, table, { softDelete: true });
    table
      .foreign(['tenant_id', 'workshop_schedule_id'])
      .references(['tenant_id', 'id'])
      .inTable('workshop_schedules');
    table.index(['tenant_id', 'workshop_schedule_id', 'status']);
    // "My bookings wherever I booked" reads across tenants by user.
    table.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bookings');
}
