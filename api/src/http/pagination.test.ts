import { idParamsSchema, listQuerySchema, showQuerySchema } from '@exceed/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { createNotesTables, insertTenant, Note, presentNote } from '../../test/notes-fixture.ts';
import type { Tenant } from '../models/tenant.ts';
import type { ApiModule } from './api-module.ts';
import { defineRoute } from './define-route.ts';
import { withIncludes } from './include.ts';
import { paginate } from './pagination.ts';
import { present, presentPage } from './presenter.ts';

const NOTE_INCLUDES = ['comments', 'tenant'] as const;

/** Test routes on the notes fixture, scoped by a tenant id in the path (the real tenant() middleware comes later). */
const notesModule: ApiModule = {
  name: 'test-notes',
  routes: [
    defineRoute({
      method: 'get',
      path: '/test/:id/notes',
      summary: 'Lists notes',
      tags: ['Test'],
      request: { params: idParamsSchema, query: listQuerySchema(NOTE_INCLUDES) },
      transaction: true,
      responses: {},
      handler: async (ctx) => {
        const { params, query } = ctx.state.input;
        const notes = Note.forTenant(params.id, ctx.state.trx).orderBy('title');
        return presentPage(await paginate(withIncludes(notes, query.include), query), presentNote);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/test/:id/notes/first',
      summary: 'Shows the first note',
      tags: ['Test'],
      request: { params: idParamsSchema, query: showQuerySchema(NOTE_INCLUDES) },
      transaction: true,
      responses: {},
      handler: async (ctx) => {
        const { params, query } = ctx.state.input;
        const note = await withIncludes(
          Note.forTenant(params.id, ctx.state.trx).orderBy('title').first(),
          query.include,
        );
        if (!note) return undefined;
        return present(note, presentNote);
      },
    }),
  ],
};

const t = useApiTest({ modules: [notesModule], prepare: ({ knex }) => createNotesTables(knex) });
let tenant: Tenant;

beforeAll(async () => {
  tenant = await insertTenant(t.db.knex, 'pages');
  const titles = Array.from({ length: 23 }, (_, i) => `note ${String(i + 1).padStart(2, '0')}`);
  await Note.forTenant(tenant.id, t.db.knex).insert(titles.map((title) => ({ title })));
  const other = await insertTenant(t.db.knex, 'other');
  await Note.forTenant(other.id, t.db.knex).insert({ title: 'not mine' });
});

type NotePage = { data: { title: string; comments?: unknown[]; tenant?: { slug: string } }[]; meta: unknown };

describe('pagination', () => {
  it('answers page 1 of 10 by default, with meta', async () => {
    const res = await t.app.json<NotePage>(`/v1/test/${tenant.id}/notes`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]?.title).toBe('note 01');
    expect(res.body.meta).toEqual({ currentPage: 1, perPage: 10, total: 23, lastPage: 3 });
  });

  it('answers the last, partial page', async () => {
    const res = await t.app.json<NotePage>(`/v1/test/${tenant.id}/notes?page=3`);
    expect(res.body.data.map((note) => note.title)).toEqual(['note 21', 'note 22', 'note 23']);
    expect(res.body.meta).toEqual({ currentPage: 3, perPage: 10, total: 23, lastPage: 3 });
  });

  it('answers an empty page past the end, with the true total', async () => {
    const res = await t.app.json<NotePage>(`/v1/test/${tenant.id}/notes?page=9&perPage=5`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { currentPage: 9, perPage: 5, total: 23, lastPage: 5 } });
  });

  it('takes perPage from 1 to 100', async () => {
    const all = await t.app.json<NotePage>(`/v1/test/${tenant.id}/notes?perPage=100`);
    expect(all.body.meta).toEqual({ currentPage: 1, perPage: 100, total: 23, lastPage: 1 });
    for (const perPage of ['0', '101', 'ten']) {
      const res = await t.app.json(`/v1/test/${tenant.id}/notes?perPage=${perPage}`);
      expect(res).toMatchObject({
        status: 422,
        body: { errors: { perPage: ['Per page must be a whole number from 1 to 100.'] } },
      });
    }
    // 1e308 is a whole number too: its row offset would be dropped, answering page 1 under its number.
    for (const page of ['0', '1000001', '1e308']) {
      const res = await t.app.json(`/v1/test/${tenant.id}/notes?page=${page}`);
      expect(res, page).toMatchObject({
        status: 422,
        body: { errors: { page: ['Page must be a whole number from 1 to 1000000.'] } },
      });
    }
  });

  it('answers lastPage 1 for an empty list', async () => {
    const empty = await insertTenant(t.db.knex, 'empty');
    const res = await t.app.json<NotePage>(`/v1/test/${empty.id}/notes`);
    expect(res.body).toEqual({ data: [], meta: { currentPage: 1, perPage: 10, total: 0, lastPage: 1 } });
  });
});

describe('include', () => {
  it('embeds the allowed relations asked for, on lists and shows', async () => {
    const list = await t.app.json<NotePage>(`/v1/test/${tenant.id}/notes?perPage=1&include=comments,tenant`);
    expect(list.body.data[0]).toMatchObject({ title: 'note 01', comments: [], tenant: { slug: 'pages' } });
    const show = await t.app.json<{ data: { tenant?: unknown; comments?: unknown } }>(
      `/v1/test/${tenant.id}/notes/first?include=tenant`,
    );
    expect(show.body.data).toMatchObject({ tenant: { slug: 'pages' } });
    expect(show.body.data).not.toHaveProperty('comments');
  });

  it('embeds nothing without include', async () => {
    const res = await t.app.json<NotePage>(`/v1/test/${tenant.id}/notes?perPage=1`);
    expect(Object.keys(res.body.data[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'title']);
  });

  it('refuses a relation the resource does not allow with a 422 on include', async () => {
    for (const include of ['secrets', 'comments,secrets', 'comments,', 'tenant.owner']) {
      const res = await t.app.json(`/v1/test/${tenant.id}/notes?include=${include}`);
      expect(res).toMatchObject({
        status: 422,
        body: { errors: { include: ['Include must be a comma-separated list of: comments, tenant.'] } },
      });
    }
  });
});
