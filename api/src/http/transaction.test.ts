import { createTenantSchema } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { conflict } from '../errors.ts';
import { Tenant } from '../models/tenant.ts';
import { tenantFields } from '../presenters/present-tenant.ts';
import type { ApiModule } from './api-module.ts';
import { defineRoute } from './define-route.ts';
import { present } from './presenter.ts';

const transactionModule: ApiModule = {
  name: 'test-transaction',
  routes: [
    defineRoute({
      method: 'post',
      path: '/test/tenants',
      summary: 'Creates a tenant, then fails when asked to',
      tags: ['Test'],
      request: {
        body: createTenantSchema,
        query: { type: 'object', properties: { fail: { type: 'boolean', default: false } } },
      },
      transaction: true,
      status: 201,
      responses: {},
      handler: async (ctx) => {
        const { body, query } = ctx.state.input;
        const tenant = await Tenant.query(ctx.state.trx).insert(body).returning('*');
        if (query.fail) throw conflict('Changed my mind.');
        return present(tenant, tenantFields);
      },
    }),
  ],
};

const t = useApiTest({ modules: [transactionModule] });

describe('transaction()', () => {
  it('commits when the handler succeeds', async () => {
    const res = await t.app.json('/v1/test/tenants', {
      method: 'POST',
      json: { name: 'Kept', slug: 'kept' },
    });
    expect(res).toMatchObject({ status: 201, body: { data: { slug: 'kept', plan: 'free' } } });
    expect(await Tenant.query(t.db.knex).where('slug', 'kept').resultSize()).toBe(1);
  });

  it('rolls back when the handler throws: no row is left', async () => {
    const res = await t.app.json('/v1/test/tenants?fail=true', {
      method: 'POST',
      json: { name: 'Gone', slug: 'gone' },
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'Changed my mind.' } });
    expect(await Tenant.query(t.db.knex).withDeleted().where('slug', 'gone').resultSize()).toBe(0);
  });

  it('keeps serving after a rollback (the connection went back to the pool)', async () => {
    const res = await t.app.json('/v1/health');
    expect(res.status).toBe(200);
  });
});
