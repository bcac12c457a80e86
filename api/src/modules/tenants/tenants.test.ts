import type { TeamRole } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Tenant } from '../../models/tenant.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';

const t = useApiTest();

interface TenantAnswer {
  data: { id: string; slug: string; name: string; domain: string | null };
  errors: Record<string, string[]>;
}

describe('GET /v1/t (X-Team)', () => {
  it("answers the user's default team without a header, and another team they are an ACTIVE member of", async () => {
    const [home, other] = [await createTenant(t.db.knex), await createTenant(t.db.knex)];
    const headers = await bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [home, other] }));
    expect((await t.app.json<TenantAnswer>('/v1/t', { headers })).body.data.slug).toBe(home.slug);
    const res = await t.app.json<TenantAnswer>('/v1/t', {
      headers: { ...headers, 'X-Team': other.slug.toUpperCase() },
    });
    expect(res.body.data.id).toBe(other.id);
  });

  it.each(['PENDING', 'SUSPENDED'] as const)('answers 403 to a %s member', async (status) => {
    const team = await createTenant(t.db.knex);
    const user = await createUser(t.db.knex, { tenants: [{ tenant: team, status }] });
    const res = await t.app.json('/v1/t', {
      headers: { ...(await bearerFor(t.db.knex, user)), 'X-Team': team.slug },
    });
    expect(res).toMatchObject({ status: 403, body: { message: 'This action is unauthorized.' } });
  });

  it('answers the same 403 to an unknown slug and to a team of others; a super-admin passes', async () => {
    const team = await createTenant(t.db.knex);
    const outsider = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const unknown = await t.app.json('/v1/t', { headers: { ...outsider, 'X-Team': 'no-such-team' } });
    const foreign = await t.app.json('/v1/t', { headers: { ...outsider, 'X-Team': team.slug } });
    expect([unknown.status, foreign.status]).toEqual([403, 403]);
    expect(unknown.body).toEqual(foreign.body);
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    expect((await t.app.json('/v1/t', { headers: { ...admin, 'X-Team': team.slug } })).status).toBe(200);
  });

  it('answers 400 when there is no team to go on, 401 to a guest', async () => {
    const headers = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await t.app.json('/v1/t', { headers })).status).toBe(400);
    expect((await t.app.json('/v1/t')).status).toBe(401);
  });
});

describe('/v1/tenants', () => {
  it('creates a team whose creator is its first ACTIVE member and owner, with the domain reduced to https plus host', async () => {
    const user = await createUser(t.db.knex);
    const res = await t.app.json<TenantAnswer>('/v1/tenants', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, user),
      json: {
        name: 'Acme',
        slug: 'acme-team',
        domain: 'HTTP://Acme.example.com/about?x=1',
        email: ' Team@Acme.COM ',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      slug: 'acme-team',
      domain: 'https://acme.example.com',
      email: 'team@acme.com',
    });
    const membership = await TenantMember.query(t.db.knex).findById([res.body.data.id, user.id]);
    expect(membership).toMatchObject({ status: 'ACTIVE', role: 'owner' });
  });

  it('gives a new team the free plan: another is a 403 naming it, and no team is made', async () => {
    const user = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, user);
    const create = (plan: string) =>
      t.app.json<TenantAnswer>('/v1/tenants', {
        method: 'POST',
        headers,
        json: { name: 'Upgrade', slug: `upgrade-${plan}`, plan },
      });
    expect(await create('enterprise')).toMatchObject({
      status: 403,
      body: { message: 'You may not set the plan.' },
    });
    expect(await Tenant.query(t.db.knex).where('slug', 'upgrade-enterprise').resultSize()).toBe(0);
    expect(await create('free')).toMatchObject({ status: 201, body: { data: { plan: 'free' } } });
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const given = await t.app.json<TenantAnswer>('/v1/tenants', {
      method: 'POST',
      headers: admin,
      json: { name: 'Partner', slug: 'partner-team', plan: 'enterprise' },
    });
    expect(given).toMatchObject({ status: 201, body: { data: { plan: 'enterprise' } } });
  });

  it('refuses a taken slug in any case, a short slug and a bad domain with their messages', async () => {
    await createTenant(t.db.knex, { slug: 'taken-slug' });
    const headers = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const taken = await t.app.json<TenantAnswer>('/v1/tenants', {
      method: 'POST',
      headers,
      json: { name: 'X', slug: 'Taken-Slug' },
    });
    expect(taken.body.errors.slug).toEqual(['The slug has already been taken.']);
    const bad = await t.app.json<TenantAnswer>('/v1/tenants', {
      method: 'POST',
      headers,
      json: { name: 'X', slug: 'ab', domain: 'not a domain', plan: 'gold' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['domain', 'plan', 'slug']);
  });

  it('lets an admin of the team rename it (partial), but only a super-admin delete and restore it', async () => {
    const team = await createTenant(t.db.knex);
    const member = await bearerFor(
      t.db.knex,
      await createUser(t.db.knex, { tenants: [{ tenant: team, role: 'admin' }] }),
    );
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const renamed = await t.app.json<TenantAnswer>(`/v1/tenants/${team.id}`, {
      method: 'PATCH',
      headers: member,
      json: { name: 'Renamed' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', slug: team.slug });
    expect((await t.app.json(`/v1/tenants/${team.id}`, { method: 'DELETE', headers: member })).status).toBe(
      403,
    );
    expect((await t.app.json(`/v1/tenants/${team.id}`, { method: 'DELETE', headers: admin })).status).toBe(
      204,
    );
    expect((await t.app.json(`/v1/tenants/${team.id}`, { headers: admin })).status).toBe(404);
    const list = await t.app.json<{ data: Array<{ id: string }> }>('/v1/tenants?perPage=100', {
      headers: member,
    });
    expect(list.body.data.map((tenant) => tenant.id)).not.toContain(team.id);
    const restored = await t.app.json<TenantAnswer>(`/v1/tenants/${team.id}/restore`, {
      method: 'POST',
      headers: admin,
    });
    expect(restored).toMatchObject({ status: 200, body: { data: { id: team.id } } });
  });

  it("lists only the caller's teams; a super-admin sees every team", async () => {
    const [mine, theirs] = [await createTenant(t.db.knex), await createTenant(t.db.knex)];
    const member = await bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [mine] }));
    const list = await t.app.json<{ data: Array<{ id: string }> }>('/v1/tenants', { headers: member });
    expect(list.body.data.map((tenant) => tenant.id)).toEqual([mine.id]);
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const all = await t.app.json<{ data: Array<{ id: string }> }>(`/v1/tenants?q=${theirs.slug}`, {
      headers: admin,
    });
    expect(all.body.data.map((tenant) => tenant.id)).toEqual([theirs.id]);
  });
});

describe('PATCH /v1/tenants/:id by team role', () => {
  const patch = async (team: { id: string }, headers: Record<string, string>, json: unknown) =>
    t.app.json<TenantAnswer & { message: string }>(`/v1/tenants/${team.id}`, {
      method: 'PATCH',
      headers,
      json,
    });
  const memberOf = async (team: Tenant, role: TeamRole, roles: string[] = []) =>
    bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [{ tenant: team, role }], roles }));

  it.each(['member', 'coach', 'recruiter'] as const)(
    'answers 403 to a %s of the team and changes nothing',
    async (role) => {
      const team = await createTenant(t.db.knex);
      const res = await patch(team, await memberOf(team, role), { name: 'Taken over' });
      expect(res).toMatchObject({
        status: 403,
        body: { message: 'Only the owners and admins of a team may change it.' },
      });
      expect((await Tenant.query(t.db.knex).findById(team.id))?.name).toBe(team.name);
    },
  );

  it('refuses the plan to an owner or admin with a 403 naming it, and writes none of the body', async () => {
    const team = await createTenant(t.db.knex, { plan: 'free' });
    for (const role of ['owner', 'admin'] as const) {
      const res = await patch(team, await memberOf(team, role), { name: 'Upgraded', plan: 'enterprise' });
      expect(res).toMatchObject({ status: 403, body: { message: 'You may not change the plan.' } });
    }
    expect(await Tenant.query(t.db.knex).findById(team.id)).toMatchObject({ name: team.name, plan: 'free' });
    // The plan a settings form sends back unchanged is no change.
    const same = await patch(team, await memberOf(team, 'admin'), { name: 'Same plan', plan: 'free' });
    expect(same.body.data).toMatchObject({ name: 'Same plan', plan: 'free' });
  });

  it('lets a super-admin change the plan', async () => {
    const team = await createTenant(t.db.knex, { plan: 'free' });
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const res = await patch(team, admin, { plan: 'enterprise' });
    expect(res).toMatchObject({ status: 200, body: { data: { plan: 'enterprise' } } });
  });

  it('carries every member along when the owner changes the slug', async () => {
    const team = await createTenant(t.db.knex);
    const coach = await createUser(t.db.knex, {
      tenants: [{ tenant: team, role: 'coach' }],
      roles: ['coach'],
    });
    const coachHeaders = await bearerFor(t.db.knex, coach);
    const owner = await memberOf(team, 'owner');
    const res = await patch(team, owner, { slug: `${team.slug}-new` });
    expect(res.body.data.slug).toBe(`${team.slug}-new`);
    // Their default team follows (no X-Team header), and the new slug works in the header in any case.
    expect((await t.app.json('/v1/workshops', { headers: coachHeaders })).status).toBe(200);
    const withHeader = await t.app.json('/v1/workshops', {
      headers: { ...coachHeaders, 'X-Team': `${team.slug}-new` },
    });
    expect(withHeader.status).toBe(200);
    expect((await User.query(t.db.knex).findById(coach.id))?.defaultTenantSlug).toBe(`${team.slug}-new`);
  });
});

describe('the team role where memberships are shown', () => {
  it('is in GET /v1/t and in GET /v1/users/:id/tenants', async () => {
    const [mine, other] = [await createTenant(t.db.knex), await createTenant(t.db.knex)];
    const user = await createUser(t.db.knex, {
      tenants: [
        { tenant: mine, role: 'owner' },
        { tenant: other, role: 'recruiter' },
      ],
    });
    const headers = await bearerFor(t.db.knex, user);
    const current = await t.app.json<{ data: { memberRole: string } }>('/v1/t', { headers });
    expect(current.body.data.memberRole).toBe('owner');
    const list = await t.app.json<{ data: Array<{ id: string; memberRole: string }> }>(
      `/v1/users/${user.id}/tenants`,
      { headers },
    );
    expect(Object.fromEntries(list.body.data.map((team) => [team.id, team.memberRole]))).toEqual({
      [mine.id]: 'owner',
      [other.id]: 'recruiter',
    });
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const outside = await t.app.json<{ data: { memberRole: null } }>('/v1/t', {
      headers: { ...admin, 'X-Team': mine.slug },
    });
    expect(outside.body.data.memberRole).toBeNull();
  });
});
