import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { TenantMember } from '../../models/tenant-member.ts';

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
  it('creates a team whose creator is its first ACTIVE member, with the domain reduced to https plus host', async () => {
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
    expect(membership?.status).toBe('ACTIVE');
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

  it('lets a member rename their team (partial), but only an administrator delete and restore it', async () => {
    const team = await createTenant(t.db.knex);
    const member = await bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [team] }));
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
