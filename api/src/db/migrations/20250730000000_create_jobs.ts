import type { Knex } from 'knex';

/**
 * The job queue (issue 5): work to do after a transaction commits (mail), or at a time (reminders),
 * written in the same transaction as the change that causes it, so it exists exactly when the change
 * does and survives restarts. Workers of every replica take due jobs with `for update skip locked`, so
 * each runs once; a job whose worker died is taken again once its lock is older than the lease. A live
 * job's unique_key (one reminder per schedule) is unique: enqueuing it again moves it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (table) => {
    table.bigIncrements('id').primary();
    table.text('name').notNullable();
    table.jsonb('payload').notNullable().defaultTo('{}');
    table.text('unique_key');
    table.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.integer('attempts').notNullable().defaultTo(0);
    table.integer('max_attempts').notNullable().defaultTo(5);
    table.timestamp('locked_at', { useTz: true });
    table.text('locked_by');
    table.text('last_error');
    table.timestamp('done_at', { useTz: true });
    table.boolean('failed').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.raw('create index jobs_due on jobs (run_at) where done_at is null');
  await knex.schema.raw('create unique index jobs_unique_key on jobs (unique_key) where done_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
