import type { Knex } from 'knex';
import { setAllowedValues } from '../migration-helpers.ts';

/**
 * Re-authentication (issue 20 item 5, docs/decisions/0046-re-authentication.md). A user's new email waits in
 * users.pending_email until a code mailed to it confirms it; until then the old one signs in. Two more
 * challenge purposes: 'confirm-change' (a code to the current address proving it is the account's owner)
 * and 'change-email' (the code to the new address).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('pending_email');
  });
  await setPurposes(knex, ['login', 'register', 'verify-email', 'link', 'confirm-change', 'change-email']);
}

export async function down(knex: Knex): Promise<void> {
  await knex('auth_challenges').whereIn('purpose', ['confirm-change', 'change-email']).delete();
  await setPurposes(knex, ['login', 'register', 'verify-email', 'link']);
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('pending_email');
  });
}

const setPurposes = (knex: Knex, purposes: string[]) =>
  setAllowedValues(knex, 'auth_challenges', 'purpose', purposes, 'auth_challenges_purpose_check');
