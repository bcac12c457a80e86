import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * Booking seats and invitations (issue 5), and what a booking needs to be paid for:
 * - bookings keep the unit price of the moment they were made (price_minor), so the amount due is
 *   seats × price whatever the workshop costs later; the Stripe payment intent that pays them (unique:
 *   one intent confirms one booking); what was refunded; when they were confirmed or cancelled.
 * - booking_seats: the people a booker assigns seats to, by user or by email. The invitation token is
 *   stored hashed (like every mailed secret) and expires. At most one live seat per person per booking.
 * - Lookups by id alone (the marketplace's schedule page, a booking found across teams, an invitation)
 *   get an index on id: the keys lead with tenant_id, so without it they would scan. The token's index
 *   is not unique, since unique keys must lead with tenant_id; 32 random bytes do not collide.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.integer('price_minor').notNullable().defaultTo(0);
    table.text('payment_intent_id');
    table.integer('amount_refunded_minor').notNullable().defaultTo(0);
    table.timestamp('confirmed_at', { useTz: true });
    table.timestamp('cancelled_at', { useTz: true });
    table.index(['id']);
  });
  await knex.schema.raw(
    'create unique index bookings_payment_intent_unique on bookings (tenant_id, payment_intent_id) where payment_intent_id is not null',
  );
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.index(['id']);
  });
  await knex.schema.createTable('booking_seats', (table) => {
    addTenantKey(knex, table);
    table.uuid('booking_id').notNullable();
    table.uuid('user_id').references('id').inTable('users');
    table.text('email');
    table.check('user_id is not null or email is not null', [], 'booking_seats_holder_check');
    table.uuid('inviter_id').references('id').inTable('users');
    table.text('status').notNullable().defaultTo('PENDING');
    table.check("status in ('PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED')", [], 'booking_seats_status_check');
    table.boolean('attended').notNullable().defaultTo(false);
    table.text('attendance_notes');
    table.jsonb('meta').notNullable().defaultTo('{}');
    table.text('invitation_token_hash');
    table.timestamp('invitation_sent_at', { useTz: true });
    table.timestamp('invitation_expires_at', { useTz: true });
    table.timestamp('responded_at', { useTz: true });
    addTimestamps(knex, table, { softDelete: true });
    table.foreign(['tenant_id', 'booking_id']).references(['tenant_id', 'id']).inTable('bookings');
    table.index(['tenant_id', 'booking_id']);
    table.index(['user_id']);
    table.index(['id']);
  });
  // One statement per call: PGlite runs them as prepared statements.
  for (const statement of [
    'create index booking_seats_token on booking_seats (invitation_token_hash) where invitation_token_hash is not null',
    'create unique index booking_seats_email_unique on booking_seats (tenant_id, booking_id, lower(email)) where deleted_at is null and email is not null',
    'create unique index booking_seats_user_unique on booking_seats (tenant_id, booking_id, user_id) where deleted_at is null and user_id is not null',
  ]) {
    await knex.schema.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_seats');
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.dropIndex(['id']);
  });
  await knex.schema.raw('drop index bookings_payment_intent_unique');
  await knex.schema.alterTable('bookings', (table) => {
    table.dropIndex(['id']);
    table.dropColumns(
      'price_minor',
      'payment_intent_id',
      'amount_refunded_minor',
      'confirmed_at',
      'cancelled_at',
    );
  });
}
