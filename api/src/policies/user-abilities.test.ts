import type { UserAbilities, UserResource } from '@exceed/contract';
import { expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import type { User } from '../models/user.ts';

/**
 * Issue 31: the abilities sent with a user agree with the routes of the admin area and the user's own
 * delete. A super-admin reads another user and themself; a user reads themself and a teammate. Each
 * ability is then tried on its route on an account put back after it: granted ⇔ the route answers 2xx;
 * refused ⇒ 403 (not an administrator, or not theirs) or 422 (a super-admin's own suspension or role).
 */
const t = useApiTest();

type Route = (id: string) => { method: string; path: string; json?: unknown };

const ROUTES: Record<keyof UserAbilities, Route> = {
  suspend: (id) => ({ method: 'POST', path: `/v1/admin/users/${id}/suspend` }),
  reactivate: (id) => ({ method: 'POST', path: `/v1/admin/users/${id}/reactivate` }),
  changeRoles: (id) => ({ method: 'POST', path: `/v1/admin/users/${id}/roles`, json: { role: 'coach' } }),
  revokeSuperAdmin: (id) => ({ method: 'DELETE', path: `/v1/admin/users/${id}/roles/super-admin` }),
  delete: (id) => ({ method: 'DELETE', path: `/v1/users/${id}` }),
};

const ALL_BUT_SELF: UserAbilities = {
  delete: true,
  suspend: true,
  reactivate: true,
  changeRoles: true,
  revokeSuperAdmin: true,
};

it('agree with the routes for a super-admin and a user, on themselves and on another', async () => {
  const { knex } = t.db;
  const team = await createTenant(knex);
  const admin = await createUser(knex, { roles: ['super-admin'] });
  const client = await createUser(knex, { tenants: [team] });
  const teammate = await createUser(knex, { tenants: [team] });
  const cases: Array<[string, User, User, UserAbilities]> = [
    ['a super-admin on another', admin, teammate, ALL_BUT_SELF],
    ['a super-admin on themself', admin, admin, { ...ALL_BUT_SELF, suspend: false, revokeSuperAdmin: false }],
    [
      'a user on themself',
      client,
      client,
      { ...ALL_BUT_SELF, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
    ],
    [
      'a user on a teammate',
      client,
      teammate,
      { delete: false, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
    ],
  ];
  for (const [name, reader, target, expected] of cases) {
    const headers = await bearerFor(knex, reader);
    const shown = await t.app.json<{ data: UserResource }>(`/v1/users/${target.id}`, { headers });
    expect(shown.status, name).toBe(200);
    expect(shown.body.data.abilities, name).toEqual(expected);
    // Deleting an account ends its sessions: tried last, and each account is put back after each try.
    for (const ability of ['suspend', 'reactivate', 'changeRoles', 'revokeSuperAdmin', 'delete'] as const) {
      const { method, path, json } = ROUTES[ability](target.id);
      const res = await t.app.json(path, { method, headers, ...(json ? { json } : {}) });
      if (expected[ability]) expect(res.status, `${name}: ${ability}`).toBeLessThan(300);
      else expect([403, 422], `${name}: ${ability} answered ${res.status}`).toContain(res.status);
      await knex('users').where({ id: target.id }).update({ status: 'active', deleted_at: null });
    }
  }
});
