import type { Knex } from 'knex';

/**
 * created_at and updated_at (and deleted_at for soft-deletable tables, SPEC.md §4). The database fills
 * them on insert; BaseModel moves updated_at on every update.
 */
export function addTimestamps(
  knex: Knex,
  table: Knex.CreateTableBuilder,
  options: { softDelete?: boolean } = {},
): void {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  if (options.softDelete) table.timestamp('deleted_at', { useTz: true });
}

/**
 * The key of a tenant-owned table: `tenant_id` (pointing at tenants) and a primary key that LEADS with it,
 * `(tenant_id, id)`. DESIGN.md wants keys and indexes led by tenant_id so that the tables can later be
 * distributed by tenant (Citus), where every unique key must contain the distribution column. `id` stays a
 * random uuid, unique on its own in practice, so Objection still finds a row by `id`; TenantModel adds the
 * tenant_id condition. Other unique keys and indexes of the table should also start with tenant_id, and
 * foreign keys to another tenant-owned table should be composite: (tenant_id, x_id) → x (tenant_id, id).
 */
export function addTenantKey(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
  table.uuid('tenant_id').notNullable().references('id').inTable('tenants').onDelete('cascade');
  table.primary(['tenant_id', 'id']);
}

/** Replaces the check constraint `name` that keeps a text column to `values` (an enum kept as text). */
export async function setAllowedValues(
  knex: Knex,
  tableName: string,
  column: string,
  values: readonly string[],
  name: string,
): Promise<void> {
  await knex.schema.alterTable(tableName, (table) => {
    table.dropChecks(name);
    table.check(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`, [], name);
  });
}
