import type { Knex } from 'knex';

/**
 * Uploaded bytes in the database (issue 24; storage/database-file-storage.ts), so every API process on one
 * PostgreSQL reads what any other stored. A file is a row of file_blobs and its bytes rows of
 * file_blob_chunks, 256 KiB each (docs/decisions/0060-files-every-replica-shares.md): a download reads one
 * chunk at a time instead of one value as large as the file. Keyed by the storage key, as `files.storage_key`
 * names it; not tenant-owned, like `files`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('file_blobs', (table) => {
    table.text('key').primary();
    table.text('content_type').notNullable();
    table.bigInteger('size').notNullable();
    table.check('size >= 0', [], 'file_blobs_size_check');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('file_blob_chunks', (table) => {
    table.text('key').notNullable().references('key').inTable('file_blobs').onDelete('cascade');
    table.integer('seq').notNullable();
    table.binary('bytes').notNullable();
    table.primary(['key', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('file_blob_chunks');
  await knex.schema.dropTable('file_blobs');
}
