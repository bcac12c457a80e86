import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../test/identity-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { migrateLatest, migratorConfig } from './migrate.ts';

const MIGRATION = '20250901000000_team_roles.ts';

/** The migration that gave memberships a team role, on memberships written before it. */
describe(MIGRATION, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it('makes the earliest ACTIVE member of each team its owner, coaches coach, everyone else member', async () => {
    const { knex } = db;
    await knex.migrate.down({ ...migratorConfig, name: MIGRATION });
    const [team, empty] = [await createTenant(knex), await createTenant(knex)];
    const [pending, founder, coach, client] = [
      await createUser(knex),
      await createUser(knex, { roles: ['coach'] }),
      await createUser(knex, { roles: ['coach'] }),
      await createUser(knex),
    ];
    const joined = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));
    await knex('tenant_members').insert([
      { tenant_id: team.id, user_id: pending.id, status: 'PENDING', created_at: joined(0) },
      { tenant_id: team.id, user_id: founder.id, status: 'ACTIVE', created_at: joined(1) },
      { tenant_id: team.id, user_id: coach.id, status: 'ACTIVE', created_at: joined(2) },
      { tenant_id: team.id, user_id: client.id, status: 'ACTIVE', created_at: joined(3) },
      { tenant_id: empty.id, user_id: client.id, status: 'SUSPENDED', created_at: joined(0) },
    ]);

    expect(await migrateLatest(knex)).toEqual([MIGRATION]);

    const rows = await knex('tenant_members').select('tenant_id', 'user_id', 'role');
    const roleOf = (tenantId: string, userId: string) =>
      rows.find((row) => row.tenantId === tenantId && row.userId === userId)?.role;
    expect([pending, founder, coach, client].map((user) => roleOf(team.id, user.id))).toEqual([
      'member',
      'owner',
      'coach',
      'member',
    ]);
    expect(roleOf(empty.id, client.id)).toBe('member');
  });
});
