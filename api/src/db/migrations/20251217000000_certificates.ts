import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Certificates of attendance (issue 38, docs/decisions/0115-certificates.md):
 * - signing_keys: the platform's ES256 keys. The one without retired_at signs new certificates (at most
 *   one: a partial unique index); a retired key signs nothing more but stays published, so what it signed
 *   still verifies. The private key is stored as it is, like the authenticator apps' secrets (decision
 *   0096), and never leaves the API.
 * - certificates: what was certified, copied when it was issued (a later change of a name or a title does
 *   not rewrite a certificate already handed out), and its compact JWS. One per attendee of a schedule:
 *   per booking and seat, the booker's own place having no seat (NULLS NOT DISTINCT, PostgreSQL 15). The
 *   code is unique across teams, as the public page finds a certificate by it alone: the one unique key
 *   not led by tenant_id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('signing_keys', (table) => {
    table.text('kid').primary();
    table.text('algorithm').notNullable();
    table.jsonb('public_jwk').notNullable();
    table.jsonb('private_jwk').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('retired_at', { useTz: true });
  });
  await knex.schema.raw(
    'create unique index signing_keys_one_current on signing_keys ((true)) where retired_at is null',
  );
  await knex.schema.createTable('certificates', (table) => {
    addTenantKey(knex, table);
    table.text('code').notNullable().unique();
    table.uuid('workshop_schedule_id').notNullable();
    table.uuid('booking_id').notNullable();
    table.uuid('booking_seat_id');
    table.uuid('user_id').references('id').inTable('users');
    table.text('holder_name').notNullable();
    table.text('workshop_title').notNullable();
    table.text('coach_name').notNullable();
    table.timestamp('start_date', { useTz: true }).notNullable();
    table.timestamp('end_date', { useTz: true }).notNullable();
    table.integer('minutes').notNullable();
    table.integer('sessions_attended').notNullable();
    table.integer('session_count').notNullable();
    table.check(
      'minutes >= 0 and sessions_attended between 0 and session_count',
      [],
      'certificates_counts_check',
    );
    table.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('kid').notNullable().references('kid').inTable('signing_keys');
    table.text('jws').notNullable();
    table
      .foreign(['tenant_id', 'workshop_schedule_id'])
      .references(['tenant_id', 'id'])
      .inTable('workshop_schedules');
    table.foreign(['tenant_id', 'booking_id']).references(['tenant_id', 'id']).inTable('bookings');
    table.foreign(['tenant_id', 'booking_seat_id']).references(['tenant_id', 'id']).inTable('booking_seats');
    table.index(['tenant_id', 'booking_id']);
    table.index(['user_id']);
  });
  // One statement per call: PGlite runs them as prepared statements.
  await knex.schema.raw(
    'create unique index certificates_one_per_attendee on certificates (tenant_id, workshop_schedule_id, booking_id, booking_seat_id) nulls not distinct',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('certificates');
  await knex.schema.dropTable('signing_keys');
}
