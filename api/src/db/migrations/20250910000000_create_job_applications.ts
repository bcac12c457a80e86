import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * Applications to a team's job postings, sent by anyone from the public job board (issue 21). One per
 * email per posting (the unique key); the answers keep each question's title as it was asked, so a
 * posting edited later does not change what the applicant answered.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_applications', (table) => {
    addTenantKey(knex, table);
    table.uuid('job_posting_id').notNullable();
    table
      .foreign(['tenant_id', 'job_posting_id'])
      .references(['tenant_id', 'id'])
      .inTable('job_postings')
      .onDelete('cascade');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.uuid('resume_file_id').references('id').inTable('files').onDelete('set null');
    table.jsonb('answers').notNullable().defaultTo('[]');
    addTimestamps(knex, table);
    table.unique(['tenant_id', 'job_posting_id', 'email']);
    table.index(['tenant_id', 'job_posting_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_applications');
}
