import type { GroupResource } from '@exceed/contract';
import { expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';

/**
 * Issue 31: the abilities sent with a saved group agree with its routes. Only its owner reads it, and is
 * granted edit and delete, which then answer 2xx; anyone else (a super-admin too) reads nothing and is
 * refused with 404.
 */
const t = useApiTest();

it('grants a group its owner only, as its routes do', async () => {
  const { knex } = t.db;
  const owner = await bearerFor(knex, await createUser(knex));
  const created = await t.app.json<{ data: GroupResource }>('/v1/groups', {
    method: 'POST',
    headers: owner,
    json: { name: 'Friends', members: [{ email: 'ana@example.com' }] },
  });
  expect(created.body.data.abilities).toEqual({ edit: true, delete: true });
  const { id } = created.body.data;
  const listed = await t.app.json<{ data: GroupResource[] }>('/v1/groups', { headers: owner });
  expect(listed.body.data.map((group) => group.abilities)).toEqual([{ edit: true, delete: true }]);

  for (const other of [await createUser(knex), await createUser(knex, { roles: ['super-admin'] })]) {
    const headers = await bearerFor(knex, other);
    expect((await t.app.json(`/v1/groups/${id}`, { headers })).status).toBe(404);
    expect(
      (await t.app.json(`/v1/groups/${id}`, { method: 'PATCH', headers, json: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await t.app.json(`/v1/groups/${id}`, { method: 'DELETE', headers })).status).toBe(404);
  }
  const rename = { method: 'PATCH', headers: owner, json: { name: 'Mine' } } as const;
  expect((await t.app.json(`/v1/groups/${id}`, rename)).status).toBe(200);
  expect((await t.app.json(`/v1/groups/${id}`, { method: 'DELETE', headers: owner })).status).toBe(204);
});
