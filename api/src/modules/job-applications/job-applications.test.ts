import type { JobApplicationResource, TeamRole } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { answers, createPosting } from '../../../test/job-board-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
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

type One = { data: JobApplicationResource };
type Refusal = { message: string; errors: Record<string, string[]> };

/** A posting of a new team, its people, and `count` applications to it (answers newest first). */
async function hiringTeam(count: number) {
  const team = await createTenant(t.db.knex);
  const owner = await member(team, 'owner');
  const recruiter = await member(team, 'recruiter');
  const plain = await member(team, 'member');
  const posting = await createPosting(t.db.knex, team, {
    title: 'Prompt Engineer',
    recruiterIds: [recruiter.user.id],
  });
  const emails = Array.from({ length: count }, (_, index) => `applicant-${posting.id}-${index}@example.com`);
  for (const email of emails) expect((await applyAs(posting.id, email)).status).toBe(201);
  const path = `/v1/t/job-postings/${posting.id}/applications`;
  const list = await t.app.json<List>(path, { headers: owner.headers });
  return { team, owner, recruiter, plain, posting, path, applications: list.body.data };
}

const patch = (url: string, headers: Record<string, string>, json: unknown) =>
  t.app.json<One & Refusal>(url, { method: 'PATCH', headers, json });

/** Makes the status mails that wait for their delay due, runs them, and answers the mails sent to `to`. */
async function mailsTo(to: string) {
  await t.db
    .knex('jobs')
    .whereNull('done_at')
    .update({ run_at: new Date(Date.now() - 1000) });
  await t.app.jobs.drain();
  return (await outbox(t.app)).filter((mail) => mail.to === to);
}

describe('PATCH /v1/t/job-postings/:id/applications/:applicationId', () => {
  it("moves an application's status for the posting's readers; the list shows it and filters by it", async () => {
    const { owner, recruiter, path, applications } = await hiringTeam(3);
    expect(applications.map((application) => application.status)).toEqual(['NEW', 'NEW', 'NEW']);
    expect(applications[0]?.abilities).toEqual({ changeStatus: true });
    const [first, second] = applications;

    const shortlisted = await patch(`${path}/${first?.id}`, recruiter.headers, { status: 'SHORTLISTED' });
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body.data).toMatchObject({
      id: first?.id,
      status: 'SHORTLISTED',
      email: first?.email,
      abilities: { changeStatus: true },
    });
    expect((await patch(`${path}/${second?.id}`, owner.headers, { status: 'REJECTED' })).status).toBe(200);

    const only = async (status: string) =>
      (await t.app.json<List>(`${path}?status=${status}`, { headers: recruiter.headers })).body;
    expect((await only('SHORTLISTED')).data.map((application) => application.id)).toEqual([first?.id]);
    expect((await only('REJECTED')).data.map((application) => application.id)).toEqual([second?.id]);
    expect((await only('NEW')).meta.total).toBe(1);
    expect((await only('HIRED')).data).toEqual([]);
    const shown = await t.app.json<One>(`${path}/${first?.id}`, { headers: owner.headers });
    expect(shown.body.data.status).toBe('SHORTLISTED');

    // Partial: an empty body changes nothing; any status may follow any other, NEW included.
    const same = await patch(`${path}/${first?.id}`, recruiter.headers, {});
    expect([same.status, same.body.data.status]).toEqual([200, 'SHORTLISTED']);
    const back = await patch(`${path}/${second?.id}`, recruiter.headers, { status: 'NEW' });
    expect([back.status, back.body.data.status]).toEqual([200, 'NEW']);
  });

  it('is refused to everyone else: a plain member 403, another team 404, the applicant 403, a guest 401', async () => {
    const { team, owner, plain, path, applications } = await hiringTeam(1);
    const [application] = applications;
    const url = `${path}/${application?.id}`;
    const otherTeam = await createTenant(t.db.knex);
    const outsider = await member(otherTeam, 'owner');
    // The applicant signed up with the address they applied with: still no member of the team.
    const applicant = await createUser(t.db.knex, { email: application?.email, tenants: [otherTeam] });
    const applicantToken = await bearerFor(t.db.knex, applicant);
    const hired = { status: 'HIRED' };

    expect((await patch(url, plain.headers, hired)).status).toBe(403);
    expect((await patch(url, outsider.headers, hired)).status).toBe(404);
    expect((await patch(url, { ...applicantToken, 'X-Team': team.slug }, hired)).status).toBe(403);
    expect((await patch(url, { ...applicantToken, 'X-Team': otherTeam.slug }, hired)).status).toBe(404);
    expect((await patch(url, { 'X-Team': team.slug }, hired)).status).toBe(401);
    const row = await t.db.knex('job_applications').where({ id: application?.id }).first();
    expect(row.status).toBe('NEW');
    expect(
      await t.db
        .knex('jobs')
        .where({ name: 'mail.job-application-status' })
        .whereRaw("payload->>'applicationId' = ?", [application?.id ?? '']),
    ).toEqual([]);

    // Even the team's owner gets 404 for the application under another posting of the team.
    const other = await createPosting(t.db.knex, team);
    const elsewhere = `/v1/t/job-postings/${other.id}/applications/${application?.id}`;
    expect((await patch(elsewhere, owner.headers, hired)).status).toBe(404);
  });

  it("answers an unknown status or filter with a 422 in the project's shape, and keeps what the applicant sent", async () => {
    const { recruiter, path, applications } = await hiringTeam(1);
    const url = `${path}/${applications[0]?.id}`;
    const unknown = await patch(url, recruiter.headers, { status: 'MAYBE' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ status: ['Please select a valid status'] });
    expect(typeof unknown.body.message).toBe('string');
    // What the applicant sent is not the team's to change: other fields are dropped, as on every update.
    const extra = await patch(url, recruiter.headers, { email: 'someone@example.com' });
    expect([extra.status, extra.body.data.email]).toEqual([200, applications[0]?.email]);
    const filter = await t.app.json<Refusal>(`${path}?status=LATER`, { headers: recruiter.headers });
    expect(filter.status).toBe(422);
    expect(filter.body.errors).toEqual({ status: ['Please select a valid status'] });
  });

  it("writes an audit row for a super-admin's change only, as for other team changes", async () => {
    const { team, recruiter, path, applications } = await hiringTeam(1);
    const id = applications[0]?.id ?? '';
    expect((await patch(`${path}/${id}`, recruiter.headers, { status: 'SHORTLISTED' })).status).toBe(200);
    expect(await t.db.knex('audit_entries').where({ subject_id: id })).toEqual([]);
    const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
    const headers = { ...(await bearerFor(t.db.knex, admin)), 'X-Team': team.slug };
    expect((await patch(`${path}/${id}`, headers, { status: 'HIRED' })).status).toBe(200);
    const rows = await t.db.knex('audit_entries').where({ subject_id: id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'job-application.status',
      subjectKind: 'job-application',
      actorId: admin.id,
      before: { status: 'SHORTLISTED' },
      after: { status: 'HIRED' },
    });
  });

  it('mails the applicant after the change of what they became, once, and nothing for a slip put right', async () => {
    const { recruiter, path, applications } = await hiringTeam(2);
    const [first, second] = applications;
    const to = first?.email ?? '';
    const url = `${path}/${first?.id}`;

    await patch(url, recruiter.headers, { status: 'SHORTLISTED' });
    // Not at once: the mail waits a few minutes, in case the recruiter puts a slip right.
    await t.app.jobs.drain();
    expect((await outbox(t.app)).filter((mail) => mail.to === to)).toEqual([]);
    const shortlisted = await mailsTo(to);
    expect(shortlisted.map((mail) => mail.subject)).toEqual(['Your application for Prompt Engineer']);
    expect(shortlisted[0]?.text).toContain('you are on the shortlist');
    expect(shortlisted[0]?.text).toContain(`Hi ${first?.name},`);

    // Rejected by mistake and put back before the mail went: nothing more is sent.
    await patch(url, recruiter.headers, { status: 'REJECTED' });
    await patch(url, recruiter.headers, { status: 'SHORTLISTED' });
    expect(await mailsTo(to)).toHaveLength(1);
    // Back to NEW is no news.
    await patch(url, recruiter.headers, { status: 'NEW' });
    expect(await mailsTo(to)).toHaveLength(1);

    await patch(url, recruiter.headers, { status: 'HIRED' });
    const hired = (await mailsTo(to)).at(-1);
    expect(hired?.subject).toBe('Congratulations: Prompt Engineer');
    expect(hired?.text).toContain('Acme has chosen you for "Prompt Engineer"');

    await patch(`${path}/${second?.id}`, recruiter.headers, { status: 'REJECTED' });
    const rejected = await mailsTo(second?.email ?? '');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.text).toContain('decided not to go further with your application');
  });
});
