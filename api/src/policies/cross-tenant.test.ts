import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import { Profile } from '../models/profile.ts';
import { Tenant } from '../models/tenant.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { User } from '../models/user.ts';

const t = useApiTest();

/** Team A's member against team B: every private route that names B's tenant or B's member. */
interface Attack {
  method: string;
  path: string;
  json?: unknown;
  team?: boolean;
}

const world = async () => {
  const [teamA, teamB] = [await createTenant(t.db.knex), await createTenant(t.db.knex)];
  const memberA = await createUser(t.db.knex, { tenants: [teamA], roles: ['coach'] });
  const memberB = await createUser(t.db.knex, {
    tenants: [{ tenant: teamB, role: 'owner' }],
    firstName: 'Bea',
  });
  // A deleted member of B, so restore routes have something to aim at.
  const deletedB = await createUser(t.db.knex, { tenants: [teamB] });
  await User.query(t.db.knex).findById(deletedB.id).softDelete();
  return { teamA, teamB, memberA, memberB, deletedB };
};

const attacks = (w: Awaited<ReturnType<typeof world>>): Attack[] => [
  { method: 'GET', path: '/v1/t', team: true },
  { method: 'GET', path: `/v1/tenants/${w.teamB.id}` },
  { method: 'PATCH', path: `/v1/tenants/${w.teamB.id}`, json: { name: 'Owned' } },
  { method: 'PUT', path: `/v1/tenants/${w.teamB.id}`, json: { name: 'Owned' } },
  { method: 'DELETE', path: `/v1/tenants/${w.teamB.id}` },
  { method: 'POST', path: `/v1/tenants/${w.teamB.id}/restore` },
  { method: 'GET', path: `/v1/tenants/${w.teamB.id}/members` },
  { method: 'PATCH', path: `/v1/tenants/${w.teamB.id}/members/${w.memberB.id}`, json: { role: 'member' } },
  { method: 'DELETE', path: `/v1/tenants/${w.teamB.id}/members/${w.memberB.id}` },
  { method: 'GET', path: `/v1/users/${w.memberB.id}` },
  { method: 'PATCH', path: `/v1/users/${w.memberB.id}`, json: { profile: { firstName: 'Owned' } } },
  { method: 'PUT', path: `/v1/users/${w.memberB.id}`, json: { email: 'owned@example.test' } },
  { method: 'DELETE', path: `/v1/users/${w.memberB.id}` },
  { method: 'POST', path: `/v1/users/${w.deletedB.id}/restore` },
  { method: 'GET', path: `/v1/users/${w.memberB.id}/tenants` },
];

describe('a member of one tenant against another tenant', () => {
  it('is refused on every private route, and leaves the other tenant exactly as it was', async () => {
    const w = await world();
    const snapshot = async () => ({
      tenant: await Tenant.query(t.db.knex).withDeleted().findById(w.teamB.id),
      user: await User.query(t.db.knex).withDeleted().findById(w.memberB.id),
      deleted: await User.query(t.db.knex).withDeleted().findById(w.deletedB.id),
      profile: await Profile.query(t.db.knex).findById(w.memberB.id),
      members: await TenantMember.query(t.db.knex).where({ tenantId: w.teamB.id }).orderBy('userId'),
    });
    const before = await snapshot();
    const headers = await bearerFor(t.db.knex, w.memberA);
    const answers: string[] = [];
    for (const attack of attacks(w)) {
      const res = await t.app.json(attack.path, {
        method: attack.method,
        headers: { ...headers, ...(attack.team ? { 'X-Team': w.teamB.slug } : {}) },
        ...(attack.json ? { json: attack.json } : {}),
      });
      answers.push(`${attack.method} ${attack.path} → ${res.status}`);
    }
    expect(answers).toEqual(attacks(w).map((attack) => `${attack.method} ${attack.path} → 403`));
    expect(await snapshot()).toEqual(before);
  });

  it('does not see the other tenant or its members in any list', async () => {
    const w = await world();
    const headers = await bearerFor(t.db.knex, w.memberA);
    const tenants = await t.app.json<{ data: Array<{ id: string }> }>('/v1/tenants?perPage=100', { headers });
    expect(tenants.body.data.map((tenant) => tenant.id)).toEqual([w.teamA.id]);
    const users = await t.app.json<{ data: Array<{ id: string }> }>('/v1/users?perPage=100', { headers });
    expect(users.body.data.map((user) => user.id)).toEqual([w.memberA.id]);
    const search = await t.app.json<{ data: unknown[] }>('/v1/users?q=Bea', { headers });
    expect(search.body.data).toEqual([]);
  });
});
