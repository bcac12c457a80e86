import type { Knex } from 'knex';

/**
 * The audit log (issue 22, docs/decisions/0066-the-admin-api.md): one row per administrative change of a
 * super-admin, written in the change's own transaction, so a change and its row commit or roll back
 * together. Not tenant-owned (a change may cross teams or name none); kept when its actor is deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_entries', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('actor_id').references('id').inTable('users').onDelete('set null');
    table.text('action').notNullable();
    table.text('subject_kind').notNullable();
    table.text('subject_id').notNullable();
    table.jsonb('before');
    table.jsonb('after');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  for (const statement of [
    'create index audit_entries_newest on audit_entries (created_at desc, id)',
    'create index audit_entries_subject on audit_entries (subject_kind, subject_id, created_at desc)',
    'create index audit_entries_actor on audit_entries (actor_id, created_at desc)',
  ]) {
    await knex.schema.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_entries');
}
