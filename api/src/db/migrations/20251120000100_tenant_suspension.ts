import type { Knex } from 'knex';

/**
 * A team the platform suspends (issue 22, docs/decisions/0067-suspension.md): its members cannot act in
 * it and its schedules leave the marketplace until it is reactivated. A time, not a status, so the admin
 * area can say since when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenants', (table) => {
    table.timestamp('suspended_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenants', (table) => {
    table.dropColumn('suspended_at');
  });
}
