import type { Knex } from 'knex';
import { addTenantKey, addTimestamps } from '../migration-helpers.ts';

/**
 * Team invitations (issue 21, docs/decisions/0059-team-invitations.md): an owner or admin invites an email
 * address with a team role; the mailed link (its token kept hashed, expiring) lets the person join as an
 * ACTIVE member with that role. One open invitation per address and team; an accepted one stays as a
 * record of who joined by whose invitation. Looked up by token across teams, hence its own index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('team_invitations', (table) => {
    addTenantKey(knex, table);
    table.text('email').notNullable();
    table.text('role').notNullable();
    table.check(
      "role in ('owner', 'admin', 'member', 'coach', 'recruiter')",
      [],
      'team_invitations_role_check',
    );
    table.uuid('inviter_id').references('id').inTable('users');
    table.text('token_hash');
    table.timestamp('sent_at', { useTz: true });
    table.timestamp('expires_at', { useTz: true });
    table.timestamp('accepted_at', { useTz: true });
    table.uuid('accepted_by').references('id').inTable('users');
    addTimestamps(knex, table);
  });
  for (const statement of [
    'create index team_invitations_token on team_invitations (token_hash) where token_hash is not null',
    'create unique index team_invitations_open_email on team_invitations (tenant_id, lower(email)) where accepted_at is null',
  ]) {
    await knex.schema.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('team_invitations');
}
