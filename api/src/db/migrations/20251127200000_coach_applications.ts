import type { Knex } from 'knex';
import { addTimestamps } from '../migration-helpers.ts';

/**
 * Applications to become a coach (issue 37, item 5). A person's, not a team's: no tenant key. The
 * coachProfile fields asked for are kept on the application as sent, so a decline leaves the profile
 * untouched and the reviewer reads what was asked. A person has at most one PENDING application: the
 * partial unique index, which also settles two submissions at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coach_applications', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    table.text('status').notNullable().defaultTo('PENDING');
    table.check("status in ('PENDING', 'APPROVED', 'DECLINED')", [], 'coach_applications_status_check');
    table.text('business_name').notNullable();
    table.jsonb('specializations').notNullable();
    table.text('bio').notNullable();
    table.jsonb('experiences').notNullable();
    table.text('decline_reason');
    table.timestamp('decided_at', { useTz: true });
    // Null for an automatic approval (COACH_APPLICATIONS=auto) or a reviewer whose account went.
    table.uuid('decided_by').references('id').inTable('users').onDelete('set null');
    addTimestamps(knex, table);
    table.index(['user_id', 'created_at']);
    table.index(['status', 'created_at']);
  });
  await knex.raw(
    `create unique index coach_applications_one_pending_per_person on coach_applications (user_id)
       where status = 'PENDING'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('coach_applications');
}
