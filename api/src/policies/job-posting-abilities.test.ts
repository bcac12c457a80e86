import type { JobPostingAbilities, JobPostingResource, TeamRole } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import { createPosting } from '../../test/job-board-fixtures.ts';
import type { User } from '../models/user.ts';

/**
 * Issue 31: the abilities sent with a team's job posting agree with its routes. The posting is read by
 * each caller (every team role, its creator, a recruiter it names, a super-admin), then each ability is
 * tried on its route, the posting put back after a delete: granted ⇔ the route answers 2xx; refused ⇒
 * 403 (or 404 to someone who cannot read the posting).
 */
const t = useApiTest();

const NONE: JobPostingAbilities = { edit: false, delete: false, viewApplications: false };
const ALL: JobPostingAbilities = { edit: true, delete: true, viewApplications: true };

/** Callers, with what each may do with a posting another recruiter created. */
const EXPECTED: Record<string, JobPostingAbilities> = {
  owner: ALL,
  admin: ALL,
  creator: ALL,
  named: ALL,
  recruiter: NONE,
  member: NONE,
  coach: NONE,
  superAdmin: ALL,
};

/** Each ability's route on posting `id`. */
const ROUTES: Record<keyof JobPostingAbilities, { method: string; path: (id: string) => string }> = {
  viewApplications: { method: 'GET', path: (id) => `/v1/t/job-postings/${id}/applications` },
  edit: { method: 'PATCH', path: (id) => `/v1/t/job-postings/${id}` },
  delete: { method: 'DELETE', path: (id) => `/v1/t/job-postings/${id}` },
};

describe('job posting abilities', () => {
  it('agree with the routes for every caller', async () => {
    const { knex } = t.db;
    const team = await createTenant(knex);
    const member = (role: TeamRole) => createUser(knex, { tenants: [{ tenant: team, role }] });
    const creator = await member('recruiter');
    const named = await member('member');
    const callers: Record<string, User> = {
      owner: await member('owner'),
      admin: await member('admin'),
      creator,
      named,
      recruiter: await member('recruiter'),
      member: await member('member'),
      coach: await member('coach'),
      superAdmin: await createUser(knex, { roles: ['super-admin'] }),
    };
    const posting = await createPosting(knex, team, { createdBy: creator.id, recruiterIds: [named.id] });
    for (const [name, user] of Object.entries(callers)) {
      const headers = { ...(await bearerFor(knex, user)), 'X-Team': team.slug };
      const read = await t.app.json<{ data: JobPostingResource }>(`/v1/t/job-postings/${posting.id}`, {
        headers,
      });
      const abilities = read.status === 200 ? read.body.data.abilities : NONE;
      expect(abilities, name).toEqual(EXPECTED[name]);
      const listed = await t.app.json<{ data: JobPostingResource[] }>('/v1/t/job-postings', { headers });
      const row = listed.body.data?.find((entry) => entry.id === posting.id);
      if (row) expect(row.abilities, `${name} in the list`).toEqual(abilities);
      for (const [ability, route] of Object.entries(ROUTES) as Array<
        [keyof JobPostingAbilities, (typeof ROUTES)['edit']]
      >) {
        const res = await t.app.json(route.path(posting.id), {
          method: route.method,
          headers,
          ...(route.method === 'PATCH' ? { json: {} } : {}),
        });
        if (abilities[ability]) expect(res.status, `${name}: ${ability}`).toBeLessThan(300);
        else expect([403, 404], `${name}: ${ability} answered ${res.status}`).toContain(res.status);
      }
      await knex('job_postings').where({ id: posting.id }).update({ deleted_at: null });
    }
  });
});
