import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';

const t = useApiTest();

interface RoleAnswer {
  data: { id: string; name: string; permissions: string[] };
  errors: Record<string, string[]>;
}

const admin = async () => bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));

describe('roles and permissions', () => {
  it('are closed to everyone but an administrator', async () => {
    const coach = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['coach'] }));
    for (const path of ['/v1/roles', '/v1/permissions']) {
      expect((await t.app.json(path, { headers: coach })).status).toBe(403);
      expect((await t.app.json(path)).status).toBe(401);
    }
  });

  it('come with super-admin and coach and their permissions', async () => {
    const res = await t.app.json<{ data: RoleAnswer['data'][] }>('/v1/roles', { headers: await admin() });
    const coach = res.body.data.find((role) => role.name === 'coach');
    expect(coach?.permissions).toEqual(['bookings.view-own-schedules', 'workshops.manage-own']);
  });

  it('can be created, shown, changed (PATCH) and deleted', async () => {
    const headers = await admin();
    const permission = await t.app.json<RoleAnswer>('/v1/permissions', {
      method: 'POST',
      headers,
      json: { name: ' Jobs.Manage ', description: 'Post jobs' },
    });
    expect(permission).toMatchObject({ status: 201, body: { data: { name: 'jobs.manage' } } });
    const role = await t.app.json<RoleAnswer>('/v1/roles', {
      method: 'POST',
      headers,
      json: { name: 'recruiter', permissions: ['jobs.manage'] },
    });
    expect(role).toMatchObject({
      status: 201,
      body: { data: { name: 'recruiter', permissions: ['jobs.manage'] } },
    });
    const id = role.body.data.id;
    const changed = await t.app.json<RoleAnswer>(`/v1/roles/${id}`, {
      method: 'PATCH',
      headers,
      json: { description: 'Hires', permissions: [] },
    });
    expect(changed.body.data).toMatchObject({ name: 'recruiter', permissions: [] });
    expect((await t.app.json(`/v1/roles/${id}`, { headers })).status).toBe(200);
    expect((await t.app.json(`/v1/roles/${id}`, { method: 'DELETE', headers })).status).toBe(204);
    expect((await t.app.json(`/v1/roles/${id}`, { headers })).status).toBe(404);
    const permissionId = permission.body.data.id;
    const renamed = await t.app.json<RoleAnswer>(`/v1/permissions/${permissionId}`, {
      method: 'PATCH',
      headers,
      json: { name: 'jobs.publish' },
    });
    expect(renamed.body.data.name).toBe('jobs.publish');
    expect((await t.app.json(`/v1/permissions/${permissionId}`, { method: 'DELETE', headers })).status).toBe(
      204,
    );
  });

  it('refuse unknown permissions, taken names, and deleting or renaming a built-in role', async () => {
    const headers = await admin();
    const unknown = await t.app.json<RoleAnswer>('/v1/roles', {
      method: 'POST',
      headers,
      json: { name: 'ghosts', permissions: ['no.such'] },
    });
    expect(unknown.body.errors.permissions).toEqual(['Unknown permission: no.such.']);
    const taken = await t.app.json<RoleAnswer>('/v1/roles', {
      method: 'POST',
      headers,
      json: { name: 'coach' },
    });
    expect(taken.body.errors.name).toEqual(['The name has already been taken.']);
    const roles = await t.app.json<{ data: RoleAnswer['data'][] }>('/v1/roles', { headers });
    const coachId = roles.body.data.find((role) => role.name === 'coach')?.id;
    const deleted = await t.app.json<RoleAnswer>(`/v1/roles/${coachId}`, { method: 'DELETE', headers });
    expect(deleted.body.errors.name).toEqual(['The coach role cannot be deleted.']);
    const renamed = await t.app.json<RoleAnswer>(`/v1/roles/${coachId}`, {
      method: 'PATCH',
      headers,
      json: { name: 'trainer' },
    });
    expect(renamed.status).toBe(422);
  });
});
