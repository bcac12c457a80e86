import type { Knex } from 'knex';

/** Why the migration cancels the older of two unpaid bookings one person already had on a schedule. */
const REPLACED = 'Replaced by a later booking of the same person.';

/**
 * At most one unpaid (PENDING, live) booking per person per schedule (issue 19,
 * docs/decisions/0016-abuse-rules.md): a unique index, so two concurrent attempts by one person cannot both
 * insert one, whatever the seat accounting does. Bookings made before the rule may break it: all but the
 * latest of each person's unpaid bookings of a schedule are cancelled first, saying why (an unpaid booking
 * has nothing to refund).
 */
export async function up(knex: Knex): Promise<void> {
  // Their held seats go back as a cancellation's do (seat-counter.ts): a RELEASE row each, the schedule's
  // seats_held down by their sum, the booking's seats_held 0.
  await knex.raw(
    `with replaced as (
       select b.tenant_id, b.workshop_schedule_id, b.id, b.seats_held from bookings b
       where b.status = 'PENDING' and b.deleted_at is null and exists (
         select 1 from bookings later
         where later.tenant_id = b.tenant_id and later.workshop_schedule_id = b.workshop_schedule_id
           and later.user_id = b.user_id and later.status = 'PENDING' and later.deleted_at is null
           and (later.created_at, later.id) > (b.created_at, b.id))),
     cancelled as (
       update bookings b set status = 'CANCELLED', cancellation_reason = ?, cancelled_at = now(),
         hold_expires_at = null, seats_held = 0
       from replaced r where b.tenant_id = r.tenant_id and b.id = r.id),
     ledger as (
       insert into seat_ledger_entries (tenant_id, workshop_schedule_id, booking_id, kind, seats)
       select tenant_id, workshop_schedule_id, id, 'RELEASE', -seats_held from replaced where seats_held > 0)
     update workshop_schedules s set seats_held = s.seats_held - r.held
     from (select tenant_id, workshop_schedule_id, sum(seats_held) as held from replaced
           group by tenant_id, workshop_schedule_id) r
     where s.tenant_id = r.tenant_id and s.id = r.workshop_schedule_id`,
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
