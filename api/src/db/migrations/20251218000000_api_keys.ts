import type { Knex } from 'knex';

/**
 * API keys (issue 39, docs/decisions/0118-api-keys.md): a person's key (tenant_id null) or a team's
 * (tenant_id set, made by one of its owners or admins). Only the SHA-256 of the secret is kept, as for
 * session tokens; `prefix` is the part of it shown in lists so its owner can tell keys apart. Revoking sets
 * revoked_at (the row stays, for the record of who made what); a key is looked up by its hash on every
 * request, so a revoked one stops at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.uuid('tenant_id').references('id').inTable('tenants').onDelete('CASCADE');
    table.text('name').notNullable();
    table.text('prefix').notNullable();
    table.text('token_hash').notNullable().unique();
    table.specificType('scopes', 'text[]').notNullable();
    table.timestamp('expires_at', { useTz: true });
    table.timestamp('last_used_at', { useTz: true });
    table.timestamp('revoked_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check('cardinality(scopes) > 0', [], 'api_keys_some_scope');
  });
  await knex.schema.raw('create index api_keys_user on api_keys (user_id) where revoked_at is null');
  await knex.schema.raw(
    'create index api_keys_tenant on api_keys (tenant_id) where revoked_at is null and tenant_id is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
}
