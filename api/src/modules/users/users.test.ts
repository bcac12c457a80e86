import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { hashPassword } from '../../auth/secrets.ts';
import { User } from '../../models/user.ts';

const t = useApiTest();

interface UserAnswer {
  data: {
    id: string;
    email: string;
    status: string;
    roles: string[];
    emailVerifiedAt: string | null;
    profile: { firstName: string; lastName: string; socialAccounts: unknown[]; country: string | null };
    coachProfile: { bio: string | null; experiences: Array<{ title: string }> } | null;
  };
  errors: Record<string, string[]>;
}
interface ListAnswer {
  data: Array<{ id: string; memberStatus?: string }>;
  meta: { total: number };
}

const admin = async () => bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
const validProfile = { firstName: 'Ada', lastName: 'Lovelace' };

describe('GET /v1/users', () => {
  it('shows a user themself and their teammates; a super-admin sees everyone', async () => {
    const team = await createTenant(t.db.knex);
    const me = await createUser(t.db.knex, { tenants: [team], firstName: 'Zelda' });
    const mate = await createUser(t.db.knex, { tenants: [team] });
    const stranger = await createUser(t.db.knex);
    const mine = await t.app.json<ListAnswer>('/v1/users?perPage=100', {
      headers: await bearerFor(t.db.knex, me),
    });
    expect(mine.body.data.map((user) => user.id).sort()).toEqual([me.id, mate.id].sort());
    const all = await t.app.json<ListAnswer>('/v1/users?perPage=100', { headers: await admin() });
    expect(all.body.data.map((user) => user.id)).toEqual(
      expect.arrayContaining([me.id, mate.id, stranger.id]),
    );
    const search = await t.app.json<ListAnswer>('/v1/users?q=zeld', { headers: await admin() });
    expect(search.body.data.map((user) => user.id)).toEqual([me.id]);
  });

  it('refuses an unknown status filter with the §8 message', async () => {
    const res = await t.app.json<UserAnswer>('/v1/users?status=gone', { headers: await admin() });
    expect(res.body.errors.status).toEqual(['Please select a valid status']);
  });
});

describe('GET /v1/users/:id', () => {
  it('shows a teammate with include, 403 for a stranger, 404 for nobody', async () => {
    const team = await createTenant(t.db.knex);
    const me = await bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [team] }));
    const mate = await createUser(t.db.knex, { tenants: [team], firstName: 'Mate' });
    const res = await t.app.json<UserAnswer>(`/v1/users/${mate.id}?include=profile`, { headers: me });
    expect(res.body.data.profile.firstName).toBe('Mate');
    expect((await t.app.json(`/v1/users/${(await createUser(t.db.knex)).id}`, { headers: me })).status).toBe(
      403,
    );
    expect((await t.app.json('/v1/users/00000000-0000-4000-8000-000000000000', { headers: me })).status).toBe(
      404,
    );
  });
});

describe('POST /v1/users', () => {
  it('lets an administrator create a user with a profile, a coach profile and roles', async () => {
    const res = await t.app.json<UserAnswer>('/v1/users', {
      method: 'POST',
      headers: await admin(),
      json: {
        username: 'NewCoach',
        email: 'NewCoach@Example.test ',
        password: 'Password123',
        roles: ['coach'],
        profile: validProfile,
        coachProfile: {
          bio: 'Teaches agents.',
          experiences: [{ title: 'CTO', company: 'X', order: 1, years: 3 }],
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'newcoach@example.test',
      roles: ['coach'],
      status: 'pending',
    });
    expect(res.body.data.coachProfile?.experiences[0]?.title).toBe('CTO');
    const stored = await User.query(t.db.knex).findById(res.body.data.id);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers 403 to anyone else, and the §5 messages to bad data', async () => {
    const me = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const body = { username: 'someone', email: 'someone@example.test', profile: validProfile };
    expect((await t.app.json('/v1/users', { method: 'POST', headers: me, json: body })).status).toBe(403);
    const bad = await t.app.json<UserAnswer>('/v1/users', {
      method: 'POST',
      headers: await admin(),
      json: {
        username: '_x',
        email: 'nope',
        password: 'lowercase1',
        profile: { firstName: 'A', lastName: 'B', country: 'Atlantis' },
      },
    });
    expect(bad.body.errors).toMatchObject({
      email: ['Please enter a valid email address'],
      password: ['Password must contain at least one uppercase and one lowercase letter'],
      'profile.country': ['Please select a valid country'],
    });
    expect(bad.body.errors.username?.[0]).toBe('Username must be at least 4 characters');
  });
});

describe('PATCH /v1/users/:id', () => {
  it('updates only the fields sent, nested ones too (a settings card)', async () => {
    const user = await createUser(t.db.knex, { firstName: 'Keep', lastName: 'Me' });
    const headers = await bearerFor(t.db.knex, user);
    const social = [{ platform: 'linkedin', url: 'https://linkedin.com/in/keep', order: 1 }];
    const res = await t.app.json<UserAnswer>(`/v1/users/${user.id}`, {
      method: 'PATCH',
      headers,
      json: { profile: { socialAccounts: social }, coachProfile: { bio: 'Bio' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({
      firstName: 'Keep',
      lastName: 'Me',
      socialAccounts: social,
    });
    expect(res.body.data.coachProfile?.bio).toBe('Bio');
  });

  it('makes an email an administrator changed unverified again, and PUT works the same', async () => {
    const user = await createUser(t.db.knex);
    await User.query(t.db.knex).findById(user.id).patch({ emailVerifiedAt: new Date() });
    const res = await t.app.json<UserAnswer>(`/v1/users/${user.id}`, {
      method: 'PUT',
      headers: await admin(),
      json: { email: `new-${user.email}` },
    });
    expect(res.body.data).toMatchObject({ email: `new-${user.email}`, emailVerifiedAt: null });
  });

  it('lets a user finish onboarding but not suspend themself, give themself roles, or edit others', async () => {
    const user = await createUser(t.db.knex, { status: 'pending' });
    const headers = await bearerFor(t.db.knex, user);
    const patch = (json: unknown, id = user.id) =>
      t.app.json(`/v1/users/${id}`, { method: 'PATCH', headers, json });
    expect((await patch({ status: 'active' })).status).toBe(200);
    expect((await patch({ status: 'suspended' })).status).toBe(403);
    expect((await patch({ roles: ['super-admin'] })).status).toBe(403);
    expect((await patch({ profile: { firstName: 'X' } }, (await createUser(t.db.knex)).id)).status).toBe(403);
  });

  it('refuses a username another account has; an email another has waits for its code like any other', async () => {
    const other = await createUser(t.db.knex);
    const user = await createUser(t.db.knex, { passwordHash: await hashPassword('Password123') });
    const res = await t.app.json<UserAnswer>(`/v1/users/${user.id}`, {
      method: 'PATCH',
      headers: await bearerFor(t.db.knex, user),
      json: { username: other.username.toUpperCase(), email: other.email, currentPassword: 'Password123' },
    });
    expect(res.body.errors).toEqual({ username: ['The username has already been taken.'] });
  });
});

describe('DELETE and restore /v1/users/:id', () => {
  it('soft-deletes a user, ending their sessions; only an administrator restores', async () => {
    const user = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, user);
    expect((await t.app.json(`/v1/users/${user.id}`, { method: 'DELETE', headers })).status).toBe(204);
    expect((await t.app.json('/v1/user', { headers })).status).toBe(401);
    const other = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect(
      (await t.app.json(`/v1/users/${user.id}/restore`, { method: 'POST', headers: other })).status,
    ).toBe(403);
    const restored = await t.app.json<UserAnswer>(`/v1/users/${user.id}/restore`, {
      method: 'POST',
      headers: await admin(),
    });
    expect(restored).toMatchObject({ status: 200, body: { data: { id: user.id } } });
  });
});

describe('GET /v1/users/:id/tenants', () => {
  it("lists a user's teams with their member status, to themself only", async () => {
    const [active, pending] = [await createTenant(t.db.knex), await createTenant(t.db.knex)];
    const user = await createUser(t.db.knex, { tenants: [active, { tenant: pending, status: 'PENDING' }] });
    const res = await t.app.json<ListAnswer>(`/v1/users/${user.id}/tenants`, {
      headers: await bearerFor(t.db.knex, user),
    });
    expect(res.body.meta.total).toBe(2);
    expect(res.body.data.map((tenant) => tenant.memberStatus).sort()).toEqual(['ACTIVE', 'PENDING']);
    const mate = await bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [active] }));
    expect((await t.app.json(`/v1/users/${user.id}/tenants`, { headers: mate })).status).toBe(403);
  });
});
