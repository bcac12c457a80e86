import type { Knex } from 'knex';

/**
 * A certificate names days, and a day depends on where it is read: an evening session in California is
 * the next day in UTC. Each certificate keeps its schedule's zone, copied when issued like its other
 * facts; those issued before take their schedule's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('certificates', (table) => {
    table.text('time_zone');
  });
  await knex.raw(
    `update certificates c set time_zone = s.timezone
     from workshop_schedules s where s.tenant_id = c.tenant_id and s.id = c.workshop_schedule_id`,
  );
  await knex.raw(`update certificates set time_zone = 'UTC' where time_zone is null`);
  await knex.schema.alterTable('certificates', (table) => {
    table.text('time_zone').notNullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('certificates', (table) => {
    table.dropColumn('time_zone');
  });
}
