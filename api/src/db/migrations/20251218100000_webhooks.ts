import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * Outbound webhooks (issue 39, docs/decisions/0119-webhooks.md): a team's endpoints, the events each
 * sends, and per attempt what was sent and what came back.
 *
 * - `webhook_endpoints.secret` is kept as it was made: it is the HMAC key every delivery is signed with,
 *   so a hash of it could sign nothing. `failure_count`: deliveries in a row that failed every attempt.
 * - `webhook_deliveries`: one event for one endpoint; its id is the `webhook-id` header. A job only wakes
 *   it up: the row decides (status PENDING and `next_attempt_at` due, nobody sending it: `sending_until`
 *   past), so a delivery is claimed by one conditional UPDATE and sent by one worker however many jobs wake it.
 * - `webhook_attempts`: the log, one row per try.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (table) => {
    addTenantKey(knex, table);
    table.text('url').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.specificType('events', 'text[]').notNullable();
    table.text('secret').notNullable();
    table.boolean('enabled').notNullable().defaultTo(true);
    table.text('disabled_reason');
    table.integer('failure_count').notNullable().defaultTo(0);
    table.uuid('created_by').references('id').inTable('users').onDelete('set null');
    addTimestamps(knex, table);
  });
  await knex.raw(
    'create index webhook_endpoints_enabled_index on webhook_endpoints (tenant_id) where enabled',
  );
  await knex.schema.createTable('webhook_deliveries', (table) => {
    addTenantKey(knex, table);
    table.uuid('endpoint_id').notNullable();
    table.uuid('event_id').notNullable();
    table.text('event_type').notNullable();
    table.jsonb('payload').notNullable();
    table.text('status').notNullable().defaultTo('PENDING');
    table.check("status in ('PENDING', 'SUCCEEDED', 'FAILED')", [], 'webhook_deliveries_status_check');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true });
    table.timestamp('sending_until', { useTz: true });
    table.integer('last_response_status');
    table.text('last_error');
    addTimestamps(knex, table);
    table.index(['tenant_id', 'endpoint_id', 'created_at']);
  });
  await knex.raw(
    'alter table webhook_deliveries add foreign key (tenant_id, endpoint_id) references webhook_endpoints (tenant_id, id) on delete cascade',
  );
  await knex.schema.createTable('webhook_attempts', (table) => {
    addTenantKey(knex, table);
    table.uuid('delivery_id').notNullable();
    table.integer('attempt').notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.jsonb('request_headers').notNullable();
    table.integer('response_status');
    table.text('response_body');
    table.integer('duration_ms').notNullable();
    table.text('error');
    table.index(['tenant_id', 'delivery_id', 'attempt']);
  });
  await knex.raw(
    'alter table webhook_attempts add foreign key (tenant_id, delivery_id) references webhook_deliveries (tenant_id, id) on delete cascade',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_attempts');
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_endpoints');
}
