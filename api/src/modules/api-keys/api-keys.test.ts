import type { ApiKeyList, ApiKeyResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { isClassifiedTag } from '../../auth/api-key-scopes.ts';
import type { User } from '../../models/user.ts';

const REQUESTS_PER_MINUTE = 12;
const t = useApiTest({ env: { API_KEY_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) } });

type Made = { data: ApiKeyResource & { token: string } };
type Failure = { message: string; errors?: Record<string, string[]> };

/** POST /v1/api-keys as `user`, signed in as a browser would be in token mode. */
async function makeKey(user: User, json: Record<string, unknown>) {
  return t.app.json<Made & Failure>('/v1/api-keys', {
    method: 'POST',
    headers: await bearerFor(t.db.knex, user),
    json,
  });
}

async function key(user: User, json: Record<string, unknown>): Promise<Made['data']> {
  const made = await makeKey(user, { name: 'Sync', ...json });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

const withKey = (token: string, team?: { slug: string }) => ({
  Authorization: `Bearer ${token}`,
  ...(team ? { 'X-Team': team.slug } : {}),
});

/** A team whose owner is a coach. */
async function team() {
  const tenant = await createTenant(t.db.knex);
  const owner = await createUser(t.db.knex, { roles: ['coach'], tenants: [{ tenant, role: 'owner' }] });
  return { tenant, owner };
}

const workshopCount = async (tenantId: string) =>
  Number((await t.db.knex('workshops').where({ tenantId }).count({ n: '*' }))[0]?.n);

describe('API keys', () => {
  it('shows the secret once, keeps only its hash, and tells the account address', async () => {
    const { owner } = await team();
    const made = await key(owner, { scopes: ['workshops:read'], expiresInDays: 90 });
    expect(made.token).toMatch(/^exk_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'Sync', prefix: made.token.slice(0, 12), scopes: ['workshops:read'] });
    expect(Date.parse(made.expiresAt ?? '') - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const row = await t.db.knex('apiKeys').where({ id: made.id }).first();
    expect(JSON.stringify(row)).not.toContain(made.token.slice(12));

    const listed = await t.app.json<ApiKeyList>('/v1/api-keys', {
      headers: await bearerFor(t.db.knex, owner),
    });
    expect(listed.body.data).toEqual([{ ...made, token: undefined }].map(({ token: _, ...rest }) => rest));
    expect(JSON.stringify(listed.body)).not.toContain(made.token);

    const mail = await lastMailTo(t.app, owner.email);
    expect(mail.subject).toBe('A new API key for your Exceed account');
    expect(mail.text).toContain('It may: workshops:read.');
  });

  it('lets a read scope read, and refuses a write with 403 naming the scope, changing nothing', async () => {
    const { tenant, owner } = await team();
    const { token } = await key(owner, { scopes: ['workshops:read'] });
    const read = await t.app.json<{ data: unknown[] }>('/v1/workshops', { headers: withKey(token, tenant) });
    expect(read.status).toBe(200);

    const write = await t.app.json<Failure>('/v1/workshops', {
      method: 'POST',
      headers: withKey(token, tenant),
      json: { title: 'By key', price: 10 },
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('This API key lacks the scope workshops:write.');
    expect(await workshopCount(tenant.id)).toBe(0);

    const { token: writer } = await key(owner, { scopes: ['workshops:write'] });
    const written = await t.app.json('/v1/workshops', {
      method: 'POST',
      headers: withKey(writer, tenant),
      json: { title: 'By key', price: 10 },
    });
    expect(written.status).toBe(201);
    expect(await workshopCount(tenant.id)).toBe(1);
    const used = await t.db
      .knex('apiKeys')
      .where({ prefix: writer.slice(0, 12) })
      .first();
    expect(Date.now() - new Date(used.lastUsedAt).getTime()).toBeLessThan(60_000);
  });

  it('refuses a revoked key at once, and an expired one', async () => {
    const { tenant, owner } = await team();
    const made = await key(owner, { scopes: ['workshops:read'] });
    expect((await t.app.json('/v1/workshops', { headers: withKey(made.token, tenant) })).status).toBe(200);
    const revoked = await t.app.json(`/v1/api-keys/${made.id}`, {
      method: 'DELETE',
      headers: await bearerFor(t.db.knex, owner),
    });
    expect(revoked.status).toBe(204);
    const after = await t.app.json<Failure>('/v1/workshops', { headers: withKey(made.token, tenant) });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthenticated.');
    const listed = await t.app.json<ApiKeyList>('/v1/api-keys', {
      headers: await bearerFor(t.db.knex, owner),
    });
    expect(listed.body.data.map((listedKey) => listedKey.id)).not.toContain(made.id);

    const aged = await key(owner, { scopes: ['workshops:read'], expiresInDays: 30 });
    await t.db
      .knex('apiKeys')
      .where({ id: aged.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.json('/v1/workshops', { headers: withKey(aged.token, tenant) })).status).toBe(401);
  });

  it('never lets a key sign in, make keys, or act as a super-admin', async () => {
    const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
    const { token } = await key(admin, { scopes: ['account:read', 'account:write', 'team:read'] });
    const minted = await t.app.json<Failure>('/v1/api-keys', {
      method: 'POST',
      headers: withKey(token),
      json: { name: 'Another', scopes: ['bookings:read'] },
    });
    expect(minted.status).toBe(403);
    expect(minted.body.message).toBe('API keys cannot be used for this operation. Sign in instead.');
    expect((await t.app.json('/v1/logout', { method: 'POST', headers: withKey(token) })).status).toBe(403);
    expect((await t.app.json('/v1/admin/overview', { headers: withKey(token) })).status).toBe(403);
    // With a session, the super-admin lists every account; with their key, they see themselves alone.
    const users = (headers: Record<string, string>) =>
      t.app.json<{ data: Array<{ id: string }> }>('/v1/users?perPage=100', { headers });
    expect((await users(await bearerFor(t.db.knex, admin))).body.data.length).toBeGreaterThan(1);
    expect((await users(withKey(token))).body.data.map((user) => user.id)).toEqual([admin.id]);
    const me = await t.app.json<{ data: { id: string } }>('/v1/user', { headers: withKey(token) });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(admin.id);
  });

  it("keeps a team's key to that team, made and revoked by its owners and admins", async () => {
    const { tenant, owner } = await team();
    const other = await createTenant(t.db.knex);
    const member = await createUser(t.db.knex, { tenants: [tenant, { tenant: other, role: 'owner' }] });
    const refused = await makeKey(member, { name: 'Mine', scopes: ['workshops:read'], tenantId: tenant.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only owners and admins of a team make its API keys.');

    const admin = await createUser(t.db.knex, {
      tenants: [
        { tenant, role: 'admin' },
        { tenant: other, role: 'owner' },
      ],
    });
    const teamKey = await key(admin, { scopes: ['workshops:read'], tenantId: tenant.id });
    expect(teamKey.team).toEqual({ id: tenant.id, name: tenant.name });
    expect((await t.app.json('/v1/workshops', { headers: withKey(teamKey.token, tenant) })).status).toBe(200);
    // Its maker owns the other team too; the team's key does not reach it.
    expect((await t.app.json('/v1/workshops', { headers: withKey(teamKey.token, other) })).status).toBe(403);

    // The team's owner sees it and may revoke it; a plain member may not.
    const ownersList = await t.app.json<ApiKeyList>('/v1/api-keys', {
      headers: await bearerFor(t.db.knex, owner),
    });
    expect(ownersList.body.data.map((listed) => listed.id)).toContain(teamKey.id);
    expect(ownersList.body.meta.teams).toEqual([{ id: tenant.id, name: tenant.name }]);
    const byMember = await t.app.json(`/v1/api-keys/${teamKey.id}`, {
      method: 'DELETE',
      headers: await bearerFor(t.db.knex, member),
    });
    expect(byMember.status).toBe(404);

    // Its maker stops being an admin: the key stops with them.
    await t.db
      .knex('tenantMembers')
      .where({ tenantId: tenant.id, userId: admin.id })
      .update({ role: 'member' });
    expect((await t.app.json('/v1/workshops', { headers: withKey(teamKey.token, tenant) })).status).toBe(401);
  });

  it('counts each key against its own limit', async () => {
    const { tenant, owner } = await team();
    const { token } = await key(owner, { scopes: ['workshops:read'] });
    const { token: second } = await key(owner, { scopes: ['workshops:read'] });
    for (let request = 0; request < REQUESTS_PER_MINUTE; request += 1) {
      expect((await t.app.json('/v1/workshops', { headers: withKey(token, tenant) })).status).toBe(200);
    }
    const over = await t.app.json('/v1/workshops', { headers: withKey(token, tenant) });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.app.json('/v1/workshops', { headers: withKey(second, tenant) })).status).toBe(200);
  });

  it('answers a key without scopes or a name with the fields to mend', async () => {
    const { owner } = await team();
    const made = await makeKey(owner, { name: ' ', scopes: [], expiresInDays: 7 });
    expect(made.status).toBe(422);
    expect(made.body.errors).toEqual({
      name: ['Name the key in 1 to 60 characters.'],
      scopes: ['Choose at least one thing the key may do.'],
      expiresInDays: ['Choose 30, 90, 365 days, or no end.'],
    });
  });

  it('lists the scope of every operation in the OpenAPI document, and classifies every route', async () => {
    const document = await t.app.json<{
      paths: Record<
        string,
        Record<string, { tags: string[]; security?: unknown; 'x-api-key-scope'?: string | null }>
      >;
      components: { securitySchemes: Record<string, { scheme: string }> };
    }>('/v1/openapi.json');
    for (const [path, operations] of Object.entries(document.body.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(isClassifiedTag(operation.tags[0] ?? ''), `${method} ${path}`).toBe(true);
      }
    }
    expect(document.body.components.securitySchemes.bearer?.scheme).toBe('bearer');
    const create = document.body.paths['/v1/workshops']?.post;
    expect(create?.security).toEqual([{ bearer: ['workshops:write'] }]);
    expect(document.body.paths['/v1/bookings']?.get?.['x-api-key-scope']).toBe('bookings:read');
    expect(document.body.paths['/v1/api-keys']?.post?.['x-api-key-scope']).toBeNull();
  });
});
