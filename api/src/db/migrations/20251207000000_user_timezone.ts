import type { Knex } from 'knex';

/**
 * The zone a person reads times in (issue 35): mails write a session's time in its own zone and, when the
 * reader's account names another, theirs beside it. Null: not chosen, and mails show the session's alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.string('timezone', 64).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('timezone');
  });
}
