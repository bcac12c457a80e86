import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Sessions within a schedule (issue 38, docs/decisions/0113-sessions-within-a-schedule.md): a schedule (a
 * cohort) holds one or more sessions, each with its start, end, optional title and location. The
 * schedule's start_date and end_date stay, as the span from its first session's start to its last one's
 * end (bookings, tiers and the marketplace read them), with how many sessions it holds and their rhythm
 * (`cadence`: WEEKLY, or null), so a marketplace card says "6 sessions, weekly" from its own row. Every
 * existing schedule becomes one session whose id is the schedule's own, so calendar apps that subscribed
 * to it keep the event they have.
 * Two triggers keep a one-session schedule whole whichever way it is written (the create route, a template,
 * the demo seed, a test fixture): a new schedule gets its first session, with the schedule's id, and a
 * one-session schedule whose dates change moves its session with them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('schedule_sessions', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_schedule_id').notNullable();
    table.timestamp('start_date', { useTz: true }).notNullable();
    table.timestamp('end_date', { useTz: true }).notNullable();
    table.text('title');
    table.text('location');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check('end_date > start_date', [], 'schedule_sessions_span_check');
    table.index(['tenant_id', 'workshop_schedule_id', 'start_date']);
  });
  await knex.raw(
    'alter table schedule_sessions add foreign key (tenant_id, workshop_schedule_id) references workshop_schedules (tenant_id, id) on delete cascade',
  );
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.integer('session_count').notNullable().defaultTo(1);
    table.text('cadence');
    table.check("cadence in ('WEEKLY')", [], 'workshop_schedules_cadence_check');
  });
  await knex.raw(`
    insert into schedule_sessions (id, tenant_id, workshop_schedule_id, start_date, end_date)
    select id, tenant_id, id, start_date, end_date from workshop_schedules
  `);
  // One statement a call: PGlite prepares each, and a prepared statement holds one command.
  const statements = [
    `create function schedule_first_session() returns trigger language plpgsql as $$
    begin
      insert into schedule_sessions (id, tenant_id, workshop_schedule_id, start_date, end_date)
      values (new.id, new.tenant_id, new.id, new.start_date, new.end_date);
      return null;
    end $$`,
    `create trigger workshop_schedules_first_session after insert on workshop_schedules
      for each row execute function schedule_first_session()`,
    `create function schedule_moves_its_session() returns trigger language plpgsql as $$
    begin
      update schedule_sessions set start_date = new.start_date, end_date = new.end_date, updated_at = now()
      where tenant_id = new.tenant_id and workshop_schedule_id = new.id
        and (start_date, end_date) is distinct from (new.start_date, new.end_date);
      return null;
    end $$`,
    `create trigger workshop_schedules_move_session after update of start_date, end_date on workshop_schedules
      for each row when (new.session_count = 1) execute function schedule_moves_its_session()`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger workshop_schedules_move_session on workshop_schedules');
  await knex.raw('drop trigger workshop_schedules_first_session on workshop_schedules');
  await knex.raw('drop function schedule_moves_its_session()');
  await knex.raw('drop function schedule_first_session()');
  await knex.schema.dropTable('schedule_sessions');
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.dropChecks(['workshop_schedules_cadence_check']);
    table.dropColumn('session_count');
    table.dropColumn('cadence');
  });
}
