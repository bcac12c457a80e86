import type { Knex } from 'knex';

/** Why the migration cancels the older of two unpaid bookings one person already had on a schedule. */
const REPLACED = 'Replaced by a later booking of the same person.';

/**
 * At most one unpaid (PENDING, live) booking per person per schedule (issue 19, docs/decisions.md "One
 * unpaid booking per person"): a unique index, so two concurrent attempts by one person cannot both insert
 * one, whatever the seat accounting does. Bookings made before the rule may break it: all but the latest
 * of each person's unpaid bookings of a schedule are cancelled first, saying why (an unpaid booking has
 * nothing to refund).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `update bookings b set status = 'CANCELLED', cancellation_reason = ?, cancelled_at = now(),
       hold_expires_at = null
     where b.status = 'PENDING' and b.deleted_at is null and exists (
       select 1 from bookings later
       where later.tenant_id = b.tenant_id and later.workshop_schedule_id = b.workshop_schedule_id
         and later.user_id = b.user_id and later.status = 'PENDING' and later.deleted_at is null
         and (later.created_at, later.id) > (b.created_at, b.id))`,
    [REPLACED],
  );
  await knex.raw(
    `create unique index bookings_one_unpaid_per_person on bookings (tenant_id, workshop_schedule_id, user_id)
     where status = 'PENDING' and deleted_at is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index bookings_one_unpaid_per_person');
}
