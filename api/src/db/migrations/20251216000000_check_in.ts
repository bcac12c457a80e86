import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Check-in (issue 38, docs/decisions/0116-check-in.md): every attendee has a code of their own, shown as a
 * QR code, that the coach scans or types at each session. The booker's own place is the booking's code;
 * each invitee's is their seat's. The database gives a code to every row, old or new, whichever path
 * writes it. `session_attendances` holds who came to which session; `attendance_settled_at` says a
 * schedule's bookings were made COMPLETED or NO_SHOW from it, once, when it ended; `certificate_share` is the
 * share of its sessions (in percent) an attendee came to that earns a certificate (null: none).
 */
const CODE = 'upper(substr(md5(gen_random_uuid()::text), 1, 10))';

export async function up(knex: Knex): Promise<void> {
  for (const tableName of ['bookings', 'booking_seats']) {
    await knex.schema.alterTable(tableName, (table) => {
      table.text('check_in_code').notNullable().defaultTo(knex.raw(CODE));
      table.unique(['tenant_id', 'check_in_code'], { indexName: `${tableName}_check_in_code_unique` });
    });
  }
  await knex.schema.createTable('session_attendances', (table) => {
    addTenantKey(knex, table);
    table.uuid('schedule_session_id').notNullable();
    table.uuid('workshop_schedule_id').notNullable();
    table.uuid('booking_id').notNullable();
    table.uuid('booking_seat_id');
    table.text('check_in_code').notNullable();
    table.uuid('checked_in_by').references('id').inTable('users').onDelete('set null');
    table.timestamp('checked_in_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['tenant_id', 'schedule_session_id', 'check_in_code'], {
      indexName: 'session_attendances_once',
    });
    table.index(['tenant_id', 'workshop_schedule_id']);
    table
      .foreign(['tenant_id', 'schedule_session_id'])
      .references(['tenant_id', 'id'])
      .inTable('schedule_sessions')
      .onDelete('cascade');
    table
      .foreign(['tenant_id', 'booking_id'])
      .references(['tenant_id', 'id'])
      .inTable('bookings')
      .onDelete('cascade');
  });
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.timestamp('attendance_settled_at', { useTz: true });
    table.integer('certificate_share');
    table.check('certificate_share between 1 and 100', [], 'workshop_schedules_certificate_share_check');
  });
  // Schedules over before check-in existed have nothing to settle.
  await knex('workshop_schedules')
    .where('end_date', '<', knex.fn.now())
    .update({
      attendance_settled_at: knex.ref('end_date'),
    });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.dropChecks(['workshop_schedules_certificate_share_check']);
    table.dropColumns('attendance_settled_at', 'certificate_share');
  });
  await knex.schema.dropTable('session_attendances');
  for (const tableName of ['booking_seats', 'bookings']) {
    await knex.schema.alterTable(tableName, (table) => {
      table.dropUnique(['tenant_id', 'check_in_code'], `${tableName}_check_in_code_unique`);
      table.dropColumn('check_in_code');
    });
  }
}
