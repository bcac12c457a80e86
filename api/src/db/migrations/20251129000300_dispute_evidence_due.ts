import type { Knex } from 'knex';

/**
 * When evidence for a dispute is due at Stripe: the platform's mail and the admin list say it, because a
 * dispute left unanswered past it is lost.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('disputes', (table) => {
    table.timestamp('evidence_due_by', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('disputes', (table) => {
    table.dropColumn('evidence_due_by');
  });
}
