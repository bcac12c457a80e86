import type { Knex } from 'knex';
import { addTimestamps } from '../migration-helpers.ts';

/**
 * Tenants (Teams, DESIGN.md "Tenancy"). The Identity feature adds members and the rest; this is the table
 * every tenant-owned table points at. Slugs are unique whatever their case (the X-Team header and the URL
 * carry them), including soft-deleted tenants, so a restore never clashes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenants', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable();
    table.text('slug').notNullable();
    table.text('email');
    table.text('domain');
    table.text('plan').notNullable().defaultTo('free');
    table.check("plan in ('free', 'pro', 'enterprise')", [], 'tenants_plan_check');
    addTimestamps(knex, table, { softDelete: true });
  });
  await knex.schema.raw('create unique index tenants_slug_unique on tenants (lower(slug))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tenants');
}
