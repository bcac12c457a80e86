import type { Knex } from 'knex';

/**
 * Team roles (issue 20, docs/decisions/0048-team-roles.md): each membership carries owner, admin, member,
 * coach or recruiter. A new membership is a plain member unless its writer says otherwise.
 *
 * Existing data: the earliest ACTIVE member of each team (the one who started it) becomes its owner; other
 * members holding the global coach role become coach; everyone else member. A team with no ACTIVE member
 * gets no owner: a super-admin can name one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenant_members', (table) => {
    table.text('role').notNullable().defaultTo('member');
    table.check(
      "role in ('owner', 'admin', 'member', 'coach', 'recruiter')",
      [],
      'tenant_members_role_check',
    );
  });
  await knex.raw(
    `update tenant_members m set role = 'coach'
     where exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                   where ur.user_id = m.user_id and r.name = 'coach')`,
  );
  await knex.raw(
    `update tenant_members m set role = 'owner'
     from (select distinct on (tenant_id) tenant_id, user_id from tenant_members
           where status = 'ACTIVE' order by tenant_id, created_at, user_id) first
     where m.tenant_id = first.tenant_id and m.user_id = first.user_id`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenant_members', (table) => {
    table.dropChecks(['tenant_members_role_check']);
    table.dropColumn('role');
  });
}
