import type { JobApplicationResource, TeamRole } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { answers, createPosting } from '../../../test/job-board-fixtures.ts';
import type { Tenant } from '../../models/tenant.ts';

const t = useApiTest();

interface List {
  data: JobApplicationResource[];
  meta: { total: number; lastPage: number };
}

const applyAs = (postingId: string, email: string) =>
  t.app.json(`/v1/public/job-postings/${postingId}/applications`, {
    method: 'POST',
    json: { name: `Applicant ${email}`, email, ...answers() },
  });

const member = async (team: Tenant, role: TeamRole) => {
  const user = await createUser(t.db.knex, { tenants: [{ tenant: team, role }] });
  return { user, headers: { ...(await bearerFor(t.db.knex, user)), 'X-Team': team.slug } };
};

describe('GET /v1/t/job-postings/:id/applications', () => {
  it("lists a posting's applications, newest first in pages, to its owners, admins, creator and recruiters only", async () => {
    const team = await createTenant(t.db.knex);
    const owner = await member(team, 'owner');
    const admin = await member(team, 'admin');
    const recruiter = await member(team, 'recruiter');
    const creator = await member(team, 'member');
    const plain = await member(team, 'member');
    const coach = await member(team, 'coach');
    const posting = await createPosting(t.db.knex, team, {
      createdBy: creator.user.id,
      recruiterIds: [recruiter.user.id],
    });
    const other = await createPosting(t.db.knex, team);
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      expect((await applyAs(posting.id, email)).status).toBe(201);
    }
    await applyAs(other.id, 'elsewhere@example.com');

    const path = `/v1/t/job-postings/${posting.id}/applications`;
    for (const reader of [owner, admin, recruiter, creator]) {
      const list = await t.app.json<List>(`${path}?perPage=2`, { headers: reader.headers });
      expect(list.status).toBe(200);
      expect(list.body.data.map((application) => application.email)).toEqual([
        'three@example.com',
        'two@example.com',
      ]);
      expect(list.body.meta).toMatchObject({ total: 3, lastPage: 2 });
    }
    // A recruiter of another posting of the team is not one of this posting's readers.
    for (const outsider of [plain, coach]) {
      expect((await t.app.json(path, { headers: outsider.headers })).status).toBe(403);
    }

    const [first] = (await t.app.json<List>(path, { headers: owner.headers })).body.data;
    const one = await t.app.json<{ data: JobApplicationResource }>(`${path}/${first?.id}`, {
      headers: recruiter.headers,
    });
    expect(one.body.data).toMatchObject({ email: 'three@example.com', resume: null });
    expect(one.body.data.answers).toHaveLength(5);
    // No resume was sent: its download is 404; an application of another posting is 404 under this one.
    expect((await t.app.request(`${path}/${first?.id}/resume`, { headers: owner.headers })).status).toBe(404);
    const elsewhere = await t.app.json<List>(`/v1/t/job-postings/${other.id}/applications`, {
      headers: owner.headers,
    });
    expect(
      (await t.app.json(`${path}/${elsewhere.body.data[0]?.id}`, { headers: owner.headers })).status,
    ).toBe(404);
  });
});
