import type { JobApplicationResource, PublicJobPosting } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { answers, createPosting, PDF_BYTES } from '../../../test/job-board-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { Tenant } from '../../models/tenant.ts';

// Many applications come from this one machine: the per-IP limit is not what these tests are about.
const t = useApiTest({ env: { JOB_APPLICATIONS_MAX_PER_IP: '1000' } });

interface List {
  data: PublicJobPosting[];
  meta: { total: number; lastPage: number; currentPage: number };
}

interface Answer<T> {
  data: T;
  message: string;
  errors: Record<string, string[]>;
}

const board = (query = '') => t.app.json<List>(`/v1/public/job-postings${query}`);

const apply = (id: string, json: Record<string, unknown>) =>
  t.app.json<Answer<JobApplicationResource>>(`/v1/public/job-postings/${id}/applications`, {
    method: 'POST',
    json,
  });

/** Applies with a multipart form, as the browser does: the resume in `resume`. */
function applyWithForm(id: string, fields: Record<string, string>, resume?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) form.append('resume', new Blob([resume.bytes]), resume.name);
  return t.app.json<Answer<JobApplicationResource>>(`/v1/public/job-postings/${id}/applications`, {
    method: 'POST',
    body: form,
  });
}

const applicant = (email: string) => ({ name: 'Ada Lovelace', email, ...answers() });

describe('GET /v1/public/job-postings', () => {
  it('lists PUBLISHED live postings of every team with public fields only; search, filters and pages', async () => {
    const [teamA, teamB] = [await createTenant(t.db.knex), await createTenant(t.db.knex)];
    const marker = `zq${Date.now()}`;
    const remote = await createPosting(t.db.knex, teamA, {
      title: `${marker} Remote engineer`,
      recruiterIds: [(await createUser(t.db.knex, { tenants: [teamA] })).id],
    });
    const onSite = await createPosting(t.db.knex, teamB, {
      title: `${marker} On-site designer`,
      employmentStatus: 'PART_TIME',
      experienceLevel: 'ENTRY_LEVEL',
      workplaceTypes: ['On-site'],
      categories: ['DESIGN'],
    });
    await createPosting(t.db.knex, teamA, { title: `${marker} draft`, status: 'DRAFT' });
    await createPosting(t.db.knex, teamA, { title: `${marker} closed`, status: 'CLOSED' });
    await createPosting(t.db.knex, teamA, { title: `${marker} archived`, status: 'ARCHIVED' });
    const deleted = await createPosting(t.db.knex, teamB, { title: `${marker} deleted` });
    await JobPosting.forTenant(teamB.id, t.db.knex).findById(deleted.id).softDelete();

    const all = await board(`?q=${marker}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((posting) => posting.title)).toEqual([onSite.title, remote.title]);
    expect(all.body.meta).toMatchObject({ total: 2, currentPage: 1, lastPage: 1 });
    const shown = all.body.data[1] as PublicJobPosting & Record<string, unknown>;
    expect(shown.team).toEqual({ name: teamA.name, slug: teamA.slug });
    expect(shown.application).toEqual({
      open: true,
      closedReason: null,
      resumeRequired: false,
      questions: [1, 2, 3, 4, 5].map((order) => ({ id: `q${order}`, title: `Question ${order}` })),
    });
    for (const secret of ['recruiterIds', 'posterEmail', 'preferences', 'interviewQuestions', 'createdBy']) {
      expect(shown).not.toHaveProperty(secret);
    }

    const titles = async (query: string) =>
      (await board(`?q=${marker}&${query}`)).body.data.map((p) => p.title);
    expect(await titles('employmentStatus=PART_TIME')).toEqual([onSite.title]);
    expect(await titles('experienceLevel=MID_SENIOR_LEVEL')).toEqual([remote.title]);
    expect(await titles('workplaceType=Remote')).toEqual([remote.title]);
    expect(await titles('category=DESIGN')).toEqual([onSite.title]);
    expect(await titles('category=FINANCE')).toEqual([]);

    const paged = await board(`?q=${marker}&perPage=1&page=2`);
    expect(paged.body.data.map((posting) => posting.title)).toEqual([remote.title]);
    expect(paged.body.meta).toMatchObject({ total: 2, lastPage: 2, currentPage: 2 });

    const wrong = await t.app.json<Answer<unknown>>('/v1/public/job-postings?employmentStatus=NOPE');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.employmentStatus).toEqual(['Please select a valid employment status']);
  });

  it('hides the postings of a deleted team', async () => {
    const team = await createTenant(t.db.knex);
    const posting = await createPosting(t.db.knex, team, { title: `gone${Date.now()}` });
    await Tenant.query(t.db.knex).findById(team.id).patch({ deletedAt: new Date() });
    expect((await board(`?q=${posting.title}`)).body.meta.total).toBe(0);
    expect((await t.app.json(`/v1/public/job-postings/${posting.id}`)).status).toBe(404);
  });
});

describe('GET /v1/public/job-postings/:id', () => {
  it('shows a PUBLISHED posting, a CLOSED one as closed, and 404 for drafts, archived and deleted ones', async () => {
    const team = await createTenant(t.db.knex);
    const published = await createPosting(t.db.knex, team, { preferences: { resumeRequired: true } });
    const shown = await t.app.json<Answer<PublicJobPosting>>(`/v1/public/job-postings/${published.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      id: published.id,
      status: 'PUBLISHED',
      companyName: 'Acme',
      application: { open: true, resumeRequired: true },
    });

    const closed = await createPosting(t.db.knex, team, { status: 'CLOSED' });
    const closedShown = await t.app.json<Answer<PublicJobPosting>>(`/v1/public/job-postings/${closed.id}`);
    expect(closedShown.body.data).toMatchObject({
      status: 'CLOSED',
      application: { open: false, closedReason: 'CLOSED' },
    });

    for (const status of ['DRAFT', 'ARCHIVED']) {
      const hidden = await createPosting(t.db.knex, team, { status });
      expect((await t.app.json(`/v1/public/job-postings/${hidden.id}`)).status).toBe(404);
    }
    await JobPosting.forTenant(team.id, t.db.knex).findById(published.id).softDelete();
    expect((await t.app.json(`/v1/public/job-postings/${published.id}`)).status).toBe(404);
  });
});

describe('POST /v1/public/job-postings/:id/applications', () => {
  it('takes a guest application with a PDF resume and answers; the team reads it back', async () => {
    const team = await createTenant(t.db.knex);
    const owner = await createUser(t.db.knex, { tenants: [{ tenant: team, role: 'owner' }] });
    const posting = await createPosting(t.db.knex, team, { preferences: { resumeRequired: true } });
    const sent = await applyWithForm(
      posting.id,
      { name: ' Ada Lovelace ', email: ' Ada@Example.COM ', ...answers(), 'answers.q6': 'ignored' },
      { bytes: PDF_BYTES, name: 'ada-cv.pdf' },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      resume: { name: 'ada-cv.pdf', mimeType: 'application/pdf', size: PDF_BYTES.length },
    });
    expect(sent.body.data.answers).toEqual(
      [1, 2, 3, 4, 5].map((order) => ({
        questionId: `q${order}`,
        question: `Question ${order}`,
        answer: `Answer ${order}`,
      })),
    );
    const headers = { ...(await bearerFor(t.db.knex, owner)), 'X-Team': team.slug };
    const resume = await t.app.request(sent.body.data.resume?.url ?? '', { headers });
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await resume.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it('refuses what the posting does not take: closed, not accepting, full, gone; and says why', async () => {
    const team = await createTenant(t.db.knex);
    const closed = await createPosting(t.db.knex, team, { status: 'CLOSED' });
    const notAccepting = await createPosting(t.db.knex, team, { preferences: { acceptApplications: false } });
    const full = await createPosting(t.db.knex, team, { preferences: { applicantMaxLimit: 1 } });
    expect((await apply(full.id, applicant('first@example.com'))).status).toBe(201);

    const refusals: Array<[string, string]> = [
      [closed.id, 'This job is closed.'],
      [notAccepting.id, 'This job is not accepting applications.'],
      [full.id, 'This job has reached its applicant limit.'],
    ];
    for (const [id, message] of refusals) {
      const refused = await apply(id, applicant('someone@example.com'));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(message);
    }
    const fullShown = await t.app.json<Answer<PublicJobPosting>>(`/v1/public/job-postings/${full.id}`);
    expect(fullShown.body.data.application).toMatchObject({ open: false, closedReason: 'FULL' });

    for (const status of ['DRAFT', 'ARCHIVED']) {
      const hidden = await createPosting(t.db.knex, team, { status });
      expect((await apply(hidden.id, applicant('someone@example.com'))).status).toBe(404);
    }
    const count = await t.db.knex('job_applications').where({ tenant_id: team.id }).count({ n: '*' });
    expect(Number(count[0]?.n)).toBe(1);
  });

  it('refuses bad input with the messages, and a second application from the same email', async () => {
    const team = await createTenant(t.db.knex);
    const posting = await createPosting(t.db.knex, team, { preferences: { resumeRequired: true } });

    const empty = await applyWithForm(posting.id, { name: '', email: 'not-an-email' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.email).toEqual(['Please enter a valid email address']);
    expect(empty.body.errors).toHaveProperty('name');

    const missing = await applyWithForm(posting.id, {
      name: 'Ada',
      email: 'ada@example.com',
      'answers.q1': 'Yes',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      resume: ['Please attach your resume.'],
      'answers.q2': ['Please answer this question.'],
      'answers.q3': ['Please answer this question.'],
      'answers.q4': ['Please answer this question.'],
      'answers.q5': ['Please answer this question.'],
    });

    const html = await applyWithForm(posting.id, applicant('ada@example.com'), {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'cv.pdf',
    });
    expect(html.status).toBe(422);
    expect(html.body.errors).toEqual({ resume: ['Your resume must be a PDF or Word document.'] });

    const huge = await applyWithForm(posting.id, applicant('ada@example.com'), {
      bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
      name: 'cv.pdf',
    });
    expect(huge.status).toBe(413);

    const first = await applyWithForm(posting.id, applicant('ada@example.com'), {
      bytes: PDF_BYTES,
      name: 'cv.pdf',
    });
    expect(first.status).toBe(201);
    const again = await applyWithForm(posting.id, applicant(' ADA@example.com'), {
      bytes: PDF_BYTES,
      name: 'cv.pdf',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['You have already applied to this job.'] });
    const rows = await t.db.knex('job_applications').where({ tenant_id: team.id });
    expect(rows).toHaveLength(1);
  });

  it('mails the recruiters after commit when the posting says to notify them, and nobody otherwise', async () => {
    const team = await createTenant(t.db.knex);
    const recruiter = await createUser(t.db.knex, { tenants: [{ tenant: team, role: 'recruiter' }] });
    const suspended = await createUser(t.db.knex, { tenants: [{ tenant: team, status: 'SUSPENDED' }] });
    const notify = await createPosting(t.db.knex, team, {
      title: 'Data engineer',
      recruiterIds: [recruiter.id, suspended.id],
      preferences: { notifyAssigneeOnApplication: true },
    });
    const quiet = await createPosting(t.db.knex, team, { recruiterIds: [recruiter.id] });
    await t.app.jobs.drain();
    const before = (await outbox(t.app)).length;

    const sent = await apply(notify.id, applicant('grace@example.com'));
    expect(sent.status).toBe(201);
    expect((await apply(quiet.id, applicant('grace@example.com'))).status).toBe(201);
    await t.app.jobs.drain();

    const mails = (await outbox(t.app)).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([recruiter.email]);
    expect(mails[0]?.subject).toBe('New application: Data engineer');
    expect(mails[0]?.text).toContain('Ada Lovelace (grace@example.com) applied to "Data engineer".');
    expect(mails[0]?.text).toContain(`/t/${team.slug}/jobs/${notify.id}/applications/${sent.body.data.id}`);
  });

  it.runIf(process.env.DATABASE_URL)(
    'holds the applicant limit under many parallel applications (PostgreSQL server)',
    async () => {
      const team = await createTenant(t.db.knex);
      const limit = 5;
      const posting = await createPosting(t.db.knex, team, { preferences: { applicantMaxLimit: limit } });
      const attempts = await Promise.all(
        Array.from({ length: 40 }, (_, index) => apply(posting.id, applicant(`rush${index}@example.com`))),
      );
      const statuses = attempts.map((attempt) => attempt.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40 - limit);
      const count = await t.db
        .knex('job_applications')
        .where({ job_posting_id: posting.id })
        .count({ n: '*' });
      expect(Number(count[0]?.n)).toBe(limit);
    },
  );
});
