import type { GroupResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import * as groupsMigration from '../../db/migrations/20250801000000_create_groups.ts';

const t = useApiTest();

interface Answer {
  data: GroupResource;
  errors: Record<string, string[]>;
  message: string;
}

interface ListAnswer {
  data: GroupResource[];
  meta: { currentPage: number; perPage: number; total: number; lastPage: number };
}

type Headers = Record<string, string>;

/** The owner of the groups, and someone else (a teammate: being in one team shares no groups). */
const people = async () => {
  const team = await createTenant(t.db.knex);
  const owner = await createUser(t.db.knex, { tenants: [team] });
  const other = await createUser(t.db.knex, { tenants: [team] });
  return {
    owner: await bearerFor(t.db.knex, owner),
    other: await bearerFor(t.db.knex, other),
  };
};

const validGroup = (fields: Record<string, unknown> = {}) => ({
  name: 'Team A',
  description: 'The people I train with',
  members: [
    { email: ' Ana@Example.com ', name: 'Ana' },
    { email: 'bo@example.com' },
    { email: 'cy@example.com', name: '' },
  ],
  ...fields,
});

const create = (headers: Headers, json: unknown) =>
  t.app.json<Answer>('/v1/groups', { method: 'POST', headers, json });
const show = (headers: Headers, id: string) => t.app.json<Answer>(`/v1/groups/${id}`, { headers });
const update = (headers: Headers, id: string, json: unknown) =>
  t.app.json<Answer>(`/v1/groups/${id}`, { method: 'PATCH', headers, json });
const remove = (headers: Headers, id: string) =>
  t.app.json(`/v1/groups/${id}`, { method: 'DELETE', headers });
const restore = (headers: Headers, id: string) =>
  t.app.json<Answer>(`/v1/groups/${id}/restore`, { method: 'POST', headers });
const list = (headers: Headers, query = '') => t.app.json<ListAnswer>(`/v1/groups${query}`, { headers });

const groupRows = async () => Number((await t.db.knex('groups').count({ n: '*' }))[0]?.n);

describe('/v1/groups', () => {
  it('saves a group with its people in order, emails trimmed and lowercased, and shows it', async () => {
    const { owner } = await people();
    const created = await create(owner, validGroup());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Team A',
      description: 'The people I train with',
      members: [
        { email: 'ana@example.com', name: 'Ana' },
        { email: 'bo@example.com', name: null },
        { email: 'cy@example.com', name: null },
      ],
      deletedAt: null,
    });
    expect(Date.parse(created.body.data.createdAt)).not.toBeNaN();
    expect(Date.parse(created.body.data.updatedAt)).not.toBeNaN();
    const shown = await show(owner, created.body.data.id);
    expect(shown).toMatchObject({ status: 200, body: { data: created.body.data } });
    // The description is optional.
    const bare = await create(owner, { name: 'Solo', members: [{ email: 'solo@example.com' }] });
    expect(bare).toMatchObject({ status: 201, body: { data: { description: null } } });
  });

  it('updates only what is sent; a sent members list replaces the old one whole', async () => {
    const { owner } = await people();
    const { id, members, updatedAt } = (await create(owner, validGroup())).body.data;
    const renamed = await update(owner, id, { name: 'Team B' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Team B',
      description: 'The people I train with',
      members,
    });
    expect(Date.parse(renamed.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(updatedAt));

    const reordered = await update(owner, id, {
      description: null,
      members: [{ email: 'cy@example.com', name: 'Cy' }, { email: 'ana@example.com' }],
    });
    expect(reordered.body.data).toMatchObject({
      name: 'Team B',
      description: null,
      members: [
        { email: 'cy@example.com', name: 'Cy' },
        { email: 'ana@example.com', name: null },
      ],
    });
    expect((await show(owner, id)).body.data.members).toHaveLength(2);
  });

  it('lists my groups newest first, 10 a page, searched by name', async () => {
    const { owner } = await people();
    const names = Array.from({ length: 12 }, (_, index) => `Group ${index + 1}`);
    names[3] = 'Climbing 100% crew';
    for (const name of names) await create(owner, validGroup({ name }));

    const first = await list(owner);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ currentPage: 1, perPage: 10, total: 12, lastPage: 2 });
    expect(first.body.data.map((group) => group.name)).toEqual([...names].reverse().slice(0, 10));
    const second = await list(owner, '?page=2');
    expect(second.body.data.map((group) => group.name)).toEqual(['Group 2', 'Group 1']);

    const search = async (q: string) =>
      (await list(owner, `?q=${encodeURIComponent(q)}`)).body.data.map((group) => group.name);
    expect(await search('CLIMBING')).toEqual(['Climbing 100% crew']);
    // % is taken literally, not as a wildcard.
    expect(await search('0%')).toEqual(['Climbing 100% crew']);
    expect(await search('group 1')).toEqual(['Group 12', 'Group 11', 'Group 10', 'Group 1']);
    expect(await search('nobody')).toEqual([]);
  });

  it('deletes softly: gone from list and show until restored; only a deleted group can be restored', async () => {
    const { owner } = await people();
    const { id } = (await create(owner, validGroup())).body.data;
    expect((await remove(owner, id)).status).toBe(204);
    expect((await show(owner, id)).status).toBe(404);
    expect((await update(owner, id, { name: 'Gone' })).status).toBe(404);
    expect((await remove(owner, id)).status).toBe(404);
    expect((await list(owner)).body.data.map((group) => group.id)).not.toContain(id);
    // Still there, only hidden.
    expect(await t.db.knex('groups').where({ id }).whereNotNull('deleted_at').first()).toBeTruthy();

    const restored = await restore(owner, id);
    expect(restored).toMatchObject({ status: 200, body: { data: { id, name: 'Team A', deletedAt: null } } });
    expect((await list(owner)).body.data.map((group) => group.id)).toContain(id);
    expect((await restore(owner, id)).status).toBe(404);
  });
});

describe('group validation', () => {
  it('refuses every field that breaks its rule, with its key and message', async () => {
    const { owner } = await people();
    const res = await create(owner, {
      name: '  ',
      description: 'd'.repeat(1001),
      members: [{ email: 'not-an-email', name: 'n'.repeat(256) }, { name: 'No address' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Name is not valid.'],
      description: ['Description is not valid.'],
      'members.0.email': ['Please enter a valid email address'],
      'members.0.name': ['Name is not valid.'],
      'members.1.email': ['Email is required.'],
    });
    const missing = await create(owner, {});
    expect(missing.body.errors).toEqual({ name: ['Name is required.'], members: ['Members is required.'] });
    const long = await create(owner, validGroup({ name: 'n'.repeat(256) }));
    expect(long.body.errors).toEqual({ name: ['Name is not valid.'] });
    const longest = await create(owner, validGroup({ name: 'n'.repeat(255), description: 'd'.repeat(1000) }));
    expect(longest.status).toBe(201);
  });

  it('holds 1 to 50 people', async () => {
    const { owner } = await people();
    const none = await create(owner, validGroup({ members: [] }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ members: ['Add at least one person to the group'] });
    const emails = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ email: `p${index}@example.com` }));
    const tooMany = await create(owner, validGroup({ members: emails(51) }));
    expect(tooMany.body.errors).toEqual({ members: ['A group holds at most 50 people'] });
    expect((await create(owner, validGroup({ members: emails(50) }))).status).toBe(201);
  });

  it('refuses an email twice in a group (trimmed, any case), on the repeating row', async () => {
    const { owner } = await people();
    const res = await create(
      owner,
      validGroup({
        members: [
          { email: 'ana@example.com' },
          { email: 'bo@example.com' },
          { email: ' ANA@example.com' },
          { email: 'bo@example.com' },
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'members.2.email': ['This email is already in the group'],
      'members.3.email': ['This email is already in the group'],
    });
    expect(res.body.message).toBe('This email is already in the group (and 1 more error)');
  });

  it('applies the same rules to a PATCH, and a refused request writes nothing', async () => {
    const { owner } = await people();
    const before = await groupRows();
    const refused = await create(owner, validGroup({ members: [{ email: 'a@x.io' }, { email: 'A@x.io' }] }));
    expect(refused.status).toBe(422);
    expect(await groupRows()).toBe(before);

    const { id } = (await create(owner, validGroup())).body.data;
    const saved = (await show(owner, id)).body.data;
    for (const body of [
      { name: '' },
      { members: [] },
      { name: 'Renamed', members: [{ email: 'x@example.com' }, { email: 'X@example.com' }] },
      { name: 'Renamed', members: [{ email: 'nope' }] },
    ]) {
      expect((await update(owner, id, body)).status).toBe(422);
    }
    expect((await show(owner, id)).body.data).toEqual(saved);
    const list = await update(owner, id, {
      members: [{ email: 'x@example.com' }, { email: 'X@example.com' }],
    });
    expect(list.body.errors).toEqual({ 'members.1.email': ['This email is already in the group'] });
  });
});

describe('whose groups', () => {
  it('shows nobody else a group: another user gets 404 on every route and never sees it listed', async () => {
    const { owner, other } = await people();
    const { id } = (await create(owner, validGroup())).body.data;
    await create(other, validGroup({ name: 'Theirs' }));

    expect((await show(other, id)).status).toBe(404);
    expect((await update(other, id, { name: 'Taken' })).status).toBe(404);
    expect((await remove(other, id)).status).toBe(404);
    const listed = await list(other);
    expect(listed.body.data.map((group) => group.name)).toEqual(['Theirs']);
    expect(listed.body.meta.total).toBe(1);

    // Deleted by its owner, it cannot be restored (or seen) by anyone else either.
    expect((await remove(owner, id)).status).toBe(204);
    expect((await restore(other, id)).status).toBe(404);
    expect((await restore(owner, id)).status).toBe(200);
    expect((await show(owner, id)).body.data.name).toBe('Team A');
  });

  it('keeps a group from a super-admin too: it is a personal address book', async () => {
    const { owner } = await people();
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const { id } = (await create(owner, validGroup())).body.data;
    expect((await show(admin, id)).status).toBe(404);
    expect((await list(admin)).body.data).toEqual([]);
  });

  it('needs no team: a user with none saves and lists their groups', async () => {
    const loner = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await create(loner, validGroup())).status).toBe(201);
    expect((await list(loner)).body.meta.total).toBe(1);
  });

  it('answers 401 to a guest on every route', async () => {
    const { owner } = await people();
    const { id } = (await create(owner, validGroup())).body.data;
    const before = await groupRows();
    expect((await list({})).status).toBe(401);
    expect((await create({}, validGroup())).status).toBe(401);
    expect((await show({}, id)).status).toBe(401);
    expect((await update({}, id, { name: 'Guest' })).status).toBe(401);
    expect((await remove({}, id)).status).toBe(401);
    expect((await restore({}, id)).status).toBe(401);
    expect(await groupRows()).toBe(before);
    expect((await show(owner, id)).body.data.name).toBe('Team A');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await t.app.json<{ paths: Record<string, Record<string, unknown>> }>('/v1/openapi.json');
    expect(Object.keys(doc.body.paths['/v1/groups'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.body.paths['/v1/groups/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(doc.body.paths['/v1/groups/{id}/restore'] ?? {})).toEqual(['post']);
  });
});

describe('the groups migration', () => {
  it('goes down and up again', async () => {
    const knex = t.db.knex;
    await knex
      .transaction(async (trx) => {
        await groupsMigration.down(trx);
        expect(await trx.schema.hasTable('groups')).toBe(false);
        await groupsMigration.up(trx);
        expect(await trx.schema.hasColumn('groups', 'members')).toBe(true);
        await trx.rollback();
      })
      .catch((error: unknown) => {
        // rollback() rejects the transaction's promise with no error of its own.
        if (error !== undefined) throw error;
      });
    expect(await knex.schema.hasTable('groups')).toBe(true);
  });
});
