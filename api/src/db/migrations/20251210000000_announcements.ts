import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Announcements (issue 35, docs/decisions/0107-announcements.md): what a schedule's coach (or its team's
 * owners and admins) wrote to its people, to whom (`audience`), and, per recipient, how it went: QUEUED
 * until its job ran, then SENT (by mail, in the bell, or both, as the person chose) or FAILED after the
 * job's last try. `resource_id`: written by a broadcast resource that announced itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('announcements', (table) => {
    addTenantKey(knex, table);
    table.uuid('workshop_schedule_id').notNullable();
    table.uuid('author_id').references('id').inTable('users').onDelete('set null');
    table.text('audience').notNullable();
    table.check("audience in ('ALL', 'PAID', 'WAITLIST')", [], 'announcements_audience_check');
    table.text('subject').notNullable();
    table.text('body').notNullable();
    table.uuid('resource_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['tenant_id', 'workshop_schedule_id', 'created_at']);
  });
  await knex.raw(
    'alter table announcements add foreign key (tenant_id, workshop_schedule_id) references workshop_schedules (tenant_id, id) on delete cascade',
  );
  await knex.schema.createTable('announcement_recipients', (table) => {
    addTenantKey(knex, table);
    table.uuid('announcement_id').notNullable();
    table.uuid('user_id').references('id').inTable('users').onDelete('set null');
    table.text('email').notNullable();
    table.text('status').notNullable().defaultTo('QUEUED');
    table.check("status in ('QUEUED', 'SENT', 'FAILED')", [], 'announcement_recipients_status_check');
    table.boolean('mailed').notNullable().defaultTo(false);
    table.boolean('in_app').notNullable().defaultTo(false);
    table.text('last_error');
    table.timestamp('sent_at', { useTz: true });
    table.unique(['tenant_id', 'announcement_id', 'email']);
  });
  await knex.raw(
    'alter table announcement_recipients add foreign key (tenant_id, announcement_id) references announcements (tenant_id, id) on delete cascade',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('announcement_recipients');
  await knex.schema.dropTable('announcements');
}
