import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Seats counted in constant time per booking (issue 19, DESIGN.md "Money and seats"; the rules live in
 * bookings/seat-counter.ts). A schedule keeps the seats held (PENDING) and sold (CONFIRMED and after) as
 * counters, changed by one conditional UPDATE; a booking keeps the seats it takes from them (seats_held:
 * its seats, or 0 once released, cancelled or deleted); seat_ledger_entries has a row for every change,
 * so counters, ledger and bookings can be checked against each other (npm run seats:check).
 *
 * Existing data: a live booking takes its seats (a PENDING one while its hold runs), the counters are its
 * sums, and the ledger opens with a HOLD (and a CONFIRM for seats sold) per booking that takes seats.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.integer('seats_held').notNullable().defaultTo(0);
    table.integer('seats_sold').notNullable().defaultTo(0);
    table.check('seats_held >= 0 and seats_sold >= 0', [], 'workshop_schedules_seats_check');
  });
  await knex.schema.alterTable('bookings', (table) => {
    table.integer('seats_held').notNullable().defaultTo(0);
    table.check('seats_held >= 0', [], 'bookings_seats_held_check');
    // The holds the expiry job and a full schedule's retry release: few rows, read by expiry.
    table.index(['hold_expires_at'], 'bookings_live_holds', {
      predicate: knex.whereRaw("status = 'PENDING' and seats_held > 0"),
    });
  });
  await knex.schema.createTable('seat_ledger_entries', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_schedule_id').notNullable();
    table.uuid('booking_id');
    table.text('kind').notNullable();
    table.check(
      "kind in ('HOLD', 'RELEASE', 'CONFIRM', 'REFUND', 'CAPACITY')",
      [],
      'seat_ledger_entries_kind_check',
    );
    table.integer('seats').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table
      .foreign(['tenant_id', 'workshop_schedule_id'])
      .references(['tenant_id', 'id'])
      .inTable('workshop_schedules')
      .onDelete('cascade');
    table.index(['tenant_id', 'workshop_schedule_id']);
  });

  await knex.raw(
    `update bookings set seats_held = seats
     where deleted_at is null
       and (status in ('CONFIRMED', 'COMPLETED', 'NO_SHOW') or (status = 'PENDING' and hold_expires_at > now()))`,
  );
  await knex.raw(
    `insert into seat_ledger_entries (tenant_id, workshop_schedule_id, booking_id, kind, seats)
     select tenant_id, workshop_schedule_id, id, 'HOLD', seats_held from bookings where seats_held > 0
     union all
     select tenant_id, workshop_schedule_id, id, 'CONFIRM', seats_held from bookings
       where seats_held > 0 and status <> 'PENDING'`,
  );
  await knex.raw(
    `update workshop_schedules s set
       seats_held = c.held, seats_sold = c.sold
     from (select tenant_id, workshop_schedule_id,
             sum(case when status = 'PENDING' then seats_held else 0 end) as held,
             sum(case when status <> 'PENDING' then seats_held else 0 end) as sold
           from bookings where seats_held > 0 group by tenant_id, workshop_schedule_id) c
     where s.tenant_id = c.tenant_id and s.id = c.workshop_schedule_id`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('seat_ledger_entries');
  await knex.schema.alterTable('bookings', (table) => {
    table.dropIndex([], 'bookings_live_holds');
    table.dropChecks(['bookings_seats_held_check']);
    table.dropColumn('seats_held');
  });
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.dropChecks(['workshop_schedules_seats_check']);
    table.dropColumns('seats_held', 'seats_sold');
  });
}
