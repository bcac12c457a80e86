import { createTenantSchema, idParamsSchema } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { conflict, csrfMismatch, forbidden, notFound, tooManyRequests, unauthenticated } from '../errors.ts';
import { Tenant } from '../models/tenant.ts';
import { tenantFields } from '../presenters/present-tenant.ts';
import type { ApiModule } from './api-module.ts';
import { defineRoute } from './define-route.ts';
import { present } from './presenter.ts';

const thrown = {
  unauthenticated,
  forbidden,
  'not-found': notFound,
  csrf: csrfMismatch,
  'too-many': () => tooManyRequests(42),
  conflict: () => conflict('This seat is already taken.'),
  crash: () => new Error('secret detail from deep inside'),
} as const;

const errorsModule: ApiModule = {
  name: 'test-errors',
  routes: [
    defineRoute({
      method: 'get',
      path: '/test/errors/:kind',
      summary: 'Throws the error named in the path',
      tags: ['Test'],
      responses: {},
      handler: async (ctx) => {
        throw thrown[ctx.state.input.params.kind as keyof typeof thrown]();
      },
    }),
    defineRoute({
      method: 'post',
      path: '/test/tenants',
      summary: 'Creates a tenant',
      tags: ['Test'],
      request: { body: createTenantSchema },
      transaction: true,
      status: 201,
      responses: {},
      handler: async (ctx) => {
        const tenant = await Tenant.query(ctx.state.trx).insert(ctx.state.input.body).returning('*');
        return present(tenant, tenantFields);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/test/tenants/:id',
      summary: 'Shows a tenant, with no schema on the id (so the database judges it)',
      tags: ['Test'],
      transaction: true,
      responses: {},
      handler: async (ctx) => {
        const tenant = await Tenant.query(ctx.state.trx)
          .findById(ctx.state.input.params.id ?? '')
          .throwIfNotFound();
        return present(tenant, tenantFields);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/test/checked-tenants/:id',
      summary: 'Shows a tenant, id checked by the contract',
      tags: ['Test'],
      request: { params: idParamsSchema },
      transaction: true,
      responses: {},
      handler: async (ctx) => {
        const tenant = await Tenant.query(ctx.state.trx)
          .findById(ctx.state.input.params.id)
          .throwIfNotFound();
        return present(tenant, tenantFields);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/test/raw-insert',
      summary: 'Inserts into a table whose constraints the database checks',
      tags: ['Test'],
      transaction: true,
      responses: {},
      handler: async (ctx) => {
        await ctx.state.trx('test_members').insert(ctx.request.body as object);
        return { data: { ok: true } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/test/leaky',
      summary: 'Forgets the presenter',
      tags: ['Test'],
      transaction: true,
      responses: {},
      handler: async (ctx) => ({ data: await Tenant.query(ctx.state.trx) }),
    }),
  ],
};

const t = useApiTest({
  modules: [errorsModule],
  prepare: async ({ knex }) => {
    await knex.schema.createTable('test_members', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table.uuid('tenant_id').notNullable().references('id').inTable('tenants');
      table.text('email').notNullable();
      table.unique(['tenant_id', 'email']);
    });
  },
});

describe('error answers', () => {
  it.each([
    ['unauthenticated', 401, 'Unauthenticated.'],
    ['forbidden', 403, 'This action is unauthorized.'],
    ['not-found', 404, 'Not Found.'],
    ['csrf', 419, 'CSRF token mismatch.'],
    ['too-many', 429, 'Too Many Attempts.'],
    ['conflict', 409, 'This seat is already taken.'],
  ])('%s → %i with its message only', async (kind, status, message) => {
    const res = await t.app.json(`/v1/test/errors/${kind}`);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('429 tells when to retry', async () => {
    const res = await t.app.json('/v1/test/errors/too-many');
    expect(res.headers.get('retry-after')).toBe('42');
  });

  it('500 says "Server Error." and never the stack or the message', async () => {
    const res = await t.app.request('/v1/test/errors/crash');
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ message: 'Server Error.' });
    expect(text).not.toMatch(/secret|at |\.ts/);
  });

  it('an unknown /v1 route is a JSON 404; a known path with another method is 405', async () => {
    expect(await t.app.json('/v1/no/such/route')).toMatchObject({
      status: 404,
      body: { message: 'Not Found.' },
    });
    const res = await t.app.json('/v1/health', { method: 'DELETE' });
    expect(res).toMatchObject({ status: 405, body: { message: 'Method Not Allowed.' } });
    expect(res.headers.get('allow')).toMatch(/GET/);
  });

  it('malformed JSON → 400', async () => {
    const res = await t.app.json('/v1/test/tenants', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Acme",',
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'Malformed JSON.' } });
  });

  it('a body over 1 MB → 413', async () => {
    const res = await t.app.json('/v1/test/tenants', {
      method: 'POST',
      json: { name: 'x'.repeat(1_100_000) },
    });
    expect(res).toMatchObject({ status: 413, body: { message: 'Payload Too Large.' } });
  });

  it('a handler that returns a model fails loudly instead of leaking columns', async () => {
    await Tenant.query(t.db.knex).insert({ name: 'Leaky', slug: 'leaky' });
    const res = await t.app.json('/v1/test/leaky');
    expect(res).toMatchObject({ status: 500, body: { message: 'Server Error.' } });
  });
});

describe('validation answers (422)', () => {
  it('lists every field with the first message as summary', async () => {
    const res = await t.app.json('/v1/test/tenants', { method: 'POST', json: { slug: 'ab', email: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Name is required. (and 2 more errors)',
      errors: {
        name: ['Name is required.'],
        slug: ['Slug is not valid.'],
        email: ['Please enter a valid email address'],
      },
    });
  });

  it('a single message has no count', async () => {
    const res = await t.app.json('/v1/test/tenants', {
      method: 'POST',
      json: { name: 'Acme', slug: 'acme', email: 'x' },
    });
    expect(res.body).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'] },
    });
  });

  it('two messages say "and 1 more error"', async () => {
    const res = await t.app.json('/v1/test/tenants', {
      method: 'POST',
      json: { name: 'Acme', slug: '!', email: 'x' },
    });
    expect(res.body).toMatchObject({ message: 'Slug is not valid. (and 1 more error)' });
  });

  it('a unique violation is a 422 on the field, whatever the case of the value', async () => {
    const first = await t.app.json('/v1/test/tenants', {
      method: 'POST',
      json: { name: 'Acme', slug: 'acme-co' },
    });
    expect(first.status).toBe(201);
    const res = await t.app.json('/v1/test/tenants', {
      method: 'POST',
      json: { name: 'Other', slug: 'ACME-CO' },
    });
    expect(res).toMatchObject({
      status: 422,
      body: {
        message: 'The slug has already been taken.',
        errors: { slug: ['The slug has already been taken.'] },
      },
    });
  });

  it('a composite unique key names its last column in camelCase, not tenant_id', async () => {
    const tenant = await t.app.json<{ data: { id: string } }>('/v1/test/tenants', {
      method: 'POST',
      json: { name: 'Members', slug: 'members' },
    });
    const member = { tenant_id: tenant.body.data.id, email: 'a@example.com' };
    expect((await t.app.json('/v1/test/raw-insert', { method: 'POST', json: member })).status).toBe(200);
    const res = await t.app.json('/v1/test/raw-insert', { method: 'POST', json: member });
    expect(res).toMatchObject({
      status: 422,
      body: { errors: { email: ['The email has already been taken.'] } },
    });
  });

  it('a foreign key violation is a 422 on the field', async () => {
    const res = await t.app.json('/v1/test/raw-insert', {
      method: 'POST',
      json: { tenant_id: '00000000-0000-4000-8000-000000000000', email: 'b@example.com' },
    });
    expect(res).toMatchObject({
      status: 422,
      body: { errors: { tenantId: ['The selected tenant id is invalid.'] } },
    });
  });

  it('a not-null violation is a 422 on the field', async () => {
    const tenant = await t.app.json<{ data: { id: string } }>('/v1/test/tenants', {
      method: 'POST',
      json: { name: 'Nulls', slug: 'nulls' },
    });
    const res = await t.app.json('/v1/test/raw-insert', {
      method: 'POST',
      json: { tenant_id: tenant.body.data.id },
    });
    expect(res).toMatchObject({ status: 422, body: { errors: { email: ['Email is required.'] } } });
  });

  it('a malformed id the database cannot read is a 404, as is a record that does not exist', async () => {
    expect((await t.app.json('/v1/test/tenants/not-a-uuid')).status).toBe(404);
    expect((await t.app.json('/v1/test/tenants/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('path parameters that break their schema are a 404, not a 422', async () => {
    expect(await t.app.json('/v1/test/checked-tenants/not-a-uuid')).toMatchObject({
      status: 404,
      body: { message: 'Not Found.' },
    });
  });
});
