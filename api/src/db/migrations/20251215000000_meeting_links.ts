import type { Knex } from 'knex';

/**
 * Meeting links (issue 38, docs/decisions/0114-meeting-links.md): how a team's online sessions get one
 * (`tenants.meeting_provider`: a Jitsi Meet room each, or the coaches' own links), each session's link
 * (`schedule_sessions.meeting_url`, the coach's own or the room made for it), and how long before each
 * session its confirmed attendees see it (`workshop_schedules.meeting_link_opens_minutes`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenants', (table) => {
    table.text('meeting_provider').notNullable().defaultTo('JITSI');
    table.check("meeting_provider in ('JITSI', 'OWN_LINKS')", [], 'tenants_meeting_provider_check');
  });
  await knex.schema.alterTable('workshop_schedules', (table) => {
    table.integer('meeting_link_opens_minutes').notNullable().defaultTo(15);
  });
  await knex.schema.alterTable('schedule_sessions', (table) => {
    table.text('meeting_url');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('schedule_sessions', (table) => table.dropColumn('meeting_url'));
  await knex.schema.alterTable('workshop_schedules', (table) =>
    table.dropColumn('meeting_link_opens_minutes'),
  );
  await knex.schema.alterTable('tenants', (table) => {
    table.dropChecks(['tenants_meeting_provider_check']);
    table.dropColumn('meeting_provider');
  });
}
