import type { Knex } from 'knex';

const STATUSES = "('NEW', 'SHORTLISTED', 'REJECTED', 'HIRED')";

/**
 * Where an application stands with the posting's team (issue 37, item 10,
 * docs/decisions/0077-job-application-status.md): NEW, SHORTLISTED, REJECTED or HIRED. The default fills
 * every existing row with NEW as the column is added, and every new one after. `notified_status` is the
 * status the applicant was last mailed about, so that moving an application back and forth does not tell
 * them the same thing twice. The index serves a posting's list filtered by status, newest first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_applications', (table) => {
    table.text('status').notNullable().defaultTo('NEW');
    table.check(`status in ${STATUSES}`, [], 'job_applications_status_check');
    table.text('notified_status');
    table.check(`notified_status in ${STATUSES}`, [], 'job_applications_notified_status_check');
    table.index(['tenant_id', 'job_posting_id', 'status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_applications', (table) => {
    table.dropIndex(['tenant_id', 'job_posting_id', 'status', 'created_at']);
    table.dropChecks(['job_applications_status_check', 'job_applications_notified_status_check']);
    table.dropColumn('notified_status');
    table.dropColumn('status');
  });
}
