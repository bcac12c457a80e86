import { type JobPostingResource, UUID_PATTERN } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { User } from '../../models/user.ts';

const t = useApiTest();

interface Answer {
  data: JobPostingResource;
  errors: Record<string, string[]>;
  message: string;
}

interface ListAnswer {
  data: JobPostingResource[];
  meta: { total: number };
}

/** `enabled` questions (enabled left to its default) followed by `disabled` ones. */
const questions = (enabled: number, disabled = 0) =>
  Array.from({ length: enabled + disabled }, (_, index) => ({
    title: `Question ${index + 1}`,
    order: index + 1,
    ...(index >= enabled ? { enabled: false } : {}),
  }));

/** A body that passes every rule of createJobPostingSchema. */
const validPosting = (fields: Record<string, unknown> = {}) => ({
  title: 'Senior Engineer',
  description: 'd'.repeat(100),
  companyName: 'Acme',
  companyUrl: 'https://acme.example.com/careers',
  location: 'Lisbon',
  employmentStatus: 'FULL_TIME',
  experienceLevel: 'MID_SENIOR_LEVEL',
  posterEmail: ' Jobs@Acme.example.com ',
  skillsDescription: 's'.repeat(100),
  workplaceTypes: ['Remote', 'Hybrid'],
  industries: ['TECHNOLOGY'],
  categories: ['IT', 'ENGINEERING', 'PRODUCT'],
  preferences: { acceptApplications: true, ieltsAssessmentMinScore: 6.5 },
  interviewQuestions: questions(5),
  ...fields,
});

/**
 * One team with two recruiters (one creates postings, one is named on them) and a plain member, who does
 * not hire; another team with a recruiter of its own.
 */
const world = async () => {
  const [teamA, teamB] = [await createTenant(t.db.knex), await createTenant(t.db.knex)];
  const hirer = (tenant: typeof teamA) => ({ tenants: [{ tenant, role: 'recruiter' as const }] });
  const creator = await createUser(t.db.knex, hirer(teamA));
  const recruiter = await createUser(t.db.knex, hirer(teamA));
  const member = await createUser(t.db.knex, { tenants: [teamA] });
  const memberB = await createUser(t.db.knex, hirer(teamB));
  const asTeam = async (user: User, team: { slug: string }) => ({
    ...(await bearerFor(t.db.knex, user)),
    'X-Team': team.slug,
  });
  return {
    teamA,
    teamB,
    creator,
    recruiter,
    member,
    memberB,
    headers: {
      creator: await asTeam(creator, teamA),
      recruiter: await asTeam(recruiter, teamA),
      member: await asTeam(member, teamA),
      memberB: await asTeam(memberB, teamB),
    },
  };
};

const create = (headers: Record<string, string>, json: unknown) =>
  t.app.json<Answer>('/v1/t/job-postings', { method: 'POST', headers, json });

const update = (headers: Record<string, string>, id: string, json: unknown, method = 'PATCH') =>
  t.app.json<Answer>(`/v1/t/job-postings/${id}`, { method, headers, json });

describe('/v1/t/job-postings', () => {
  it('creates, shows, lists, updates (PATCH and PUT, partial), deletes and restores a posting', async () => {
    const w = await world();
    const created = await create(w.headers.creator, validPosting({ recruiterIds: [w.recruiter.id] }));
    expect(created.status).toBe(201);
    const posting = created.body.data;
    expect(posting).toMatchObject({
      title: 'Senior Engineer',
      posterEmail: 'jobs@acme.example.com',
      status: 'DRAFT',
      createdBy: w.creator.id,
      recruiterIds: [w.recruiter.id],
      categories: ['IT', 'ENGINEERING', 'PRODUCT'],
      preferences: { acceptApplications: true, ieltsAssessmentMinScore: 6.5 },
      meta: {},
      deletedAt: null,
    });
    // Every question got an id and the default `enabled`.
    expect(posting.interviewQuestions).toHaveLength(5);
    for (const question of posting.interviewQuestions) {
      expect(question).toMatchObject({ id: expect.stringMatching(UUID_PATTERN), enabled: true });
    }

    const shown = await t.app.json<Answer>(`/v1/t/job-postings/${posting.id}`, {
      headers: w.headers.recruiter,
    });
    expect(shown).toMatchObject({ status: 200, body: { data: { id: posting.id } } });

    // On update the title may be as short as 1; fields not sent stay as they were.
    const patched = await update(w.headers.creator, posting.id, { title: 'QA', status: 'PUBLISHED' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ title: 'QA', status: 'PUBLISHED', companyName: 'Acme' });
    expect(patched.body.data.interviewQuestions).toEqual(posting.interviewQuestions);
    const put = await update(w.headers.creator, posting.id, { location: 'Porto' }, 'PUT');
    expect(put.body.data).toMatchObject({ title: 'QA', location: 'Porto' });

    // A sent question list replaces the old one; ids the client keeps survive, new questions get one.
    const [first] = posting.interviewQuestions;
    const renewed = await update(w.headers.creator, posting.id, {
      interviewQuestions: [{ ...first, title: 'Renamed' }, ...questions(6).slice(1)],
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.interviewQuestions[0]).toEqual({ ...first, title: 'Renamed' });
    expect(renewed.body.data.interviewQuestions[5]?.id).toMatch(UUID_PATTERN);

    const deleted = await t.app.json(`/v1/t/job-postings/${posting.id}`, {
      method: 'DELETE',
      headers: w.headers.creator,
    });
    expect(deleted.status).toBe(204);
    expect(
      (await t.app.json(`/v1/t/job-postings/${posting.id}`, { headers: w.headers.creator })).status,
    ).toBe(404);
    expect((await update(w.headers.creator, posting.id, { title: 'Gone' })).status).toBe(404);
    const list = await t.app.json<ListAnswer>('/v1/t/job-postings', { headers: w.headers.creator });
    expect(list.body.data.map((item) => item.id)).not.toContain(posting.id);

    const restored = await t.app.json<Answer>(`/v1/t/job-postings/${posting.id}/restore`, {
      method: 'POST',
      headers: w.headers.creator,
    });
    expect(restored).toMatchObject({ status: 200, body: { data: { id: posting.id, deletedAt: null } } });
    const again = await t.app.json<ListAnswer>('/v1/t/job-postings', { headers: w.headers.creator });
    expect(again.body.data.map((item) => item.id)).toContain(posting.id);
    // Only a deleted posting can be restored.
    const twice = await t.app.json(`/v1/t/job-postings/${posting.id}/restore`, {
      method: 'POST',
      headers: w.headers.creator,
    });
    expect(twice.status).toBe(404);
  });

  it("lists only the current team's postings, newest first, paginated, by status and by q over title and company", async () => {
    const w = await world();
    const ids: string[] = [];
    for (const [title, companyName, status] of [
      ['Backend developer', 'Initech', 'PUBLISHED'],
      ['Designer', 'Globex 100%', 'DRAFT'],
      ['Data analyst', 'Initech', 'PUBLISHED'],
    ] as const) {
      ids.push((await create(w.headers.creator, validPosting({ title, companyName, status }))).body.data.id);
    }
    await create(w.headers.memberB, validPosting({ title: 'Backend developer at B' }));

    const list = await t.app.json<ListAnswer>('/v1/t/job-postings', { headers: w.headers.recruiter });
    expect(list.body.meta.total).toBe(3);
    expect(new Set(list.body.data.map((item) => item.id))).toEqual(new Set(ids));
    const times = list.body.data.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page = await t.app.json<ListAnswer & { meta: { lastPage: number } }>(
      '/v1/t/job-postings?perPage=2&page=2',
      { headers: w.headers.recruiter },
    );
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta).toMatchObject({ total: 3, lastPage: 2 });

    const search = async (query: string) =>
      (
        await t.app.json<ListAnswer>(`/v1/t/job-postings?${query}`, { headers: w.headers.recruiter })
      ).body.data
        .map((item) => item.title)
        .sort();
    expect(await search('status=PUBLISHED')).toEqual(['Backend developer', 'Data analyst']);
    expect(await search('q=initech')).toEqual(['Backend developer', 'Data analyst']);
    expect(await search('q=BACKEND')).toEqual(['Backend developer']);
    // % is taken literally, not as a wildcard.
    expect(await search(`q=${encodeURIComponent('100%')}`)).toEqual(['Designer']);
    expect(await search('q=initech&status=DRAFT')).toEqual([]);
    const bad = await t.app.json<Answer>('/v1/t/job-postings?status=OPEN', { headers: w.headers.recruiter });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toEqual(['Please select a valid status']);
  });
});

describe('job posting validation (SPEC.md §5, §8)', () => {
  it('refuses every field that breaks its rule on create, with its key and message', async () => {
    const w = await world();
    const res = await create(
      w.headers.creator,
      validPosting({
        title: 'ab',
        description: 'd'.repeat(99),
        skillsDescription: 's'.repeat(99),
        companyName: ' ',
        companyUrl: 'not a url',
        location: '',
        posterEmail: 'not-an-email',
        categories: ['IT', 'HR', 'SALES', 'DESIGN'],
        employmentStatus: 'SOMETIMES',
        experienceLevel: 'GURU',
        workplaceTypes: ['Moon'],
        industries: ['PIRACY'],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['Title is not valid.'],
      description: ['Description is not valid.'],
      skillsDescription: ['Skills description is not valid.'],
      companyName: ['Company name is not valid.'],
      companyUrl: ['Company URL is not valid.'],
      location: ['Location is not valid.'],
      posterEmail: ['Please enter a valid email address'],
      categories: ['Cannot select more than 3 categories'],
      employmentStatus: ['Please select a valid employment status'],
      experienceLevel: ['Please select a valid experience level'],
      workplaceTypes: ['Please select valid workplace types'],
      industries: ['Please select valid industries'],
    });
    // A value outside a list's set is reported on the list, the field a form shows.
    const unknown = await create(w.headers.creator, validPosting({ categories: ['ASTROLOGY'] }));
    expect(unknown.body.errors).toEqual({ categories: ['Categories is not valid.'] });
  });

  it('refuses text over its maximum: title 255, description 25000, skills description 4000', async () => {
    const w = await world();
    const res = await create(
      w.headers.creator,
      validPosting({
        title: 't'.repeat(256),
        description: 'd'.repeat(25_001),
        skillsDescription: 's'.repeat(4001),
        companyUrl: `https://acme.example.com/${'p'.repeat(240)}`,
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'companyUrl',
      'description',
      'skillsDescription',
      'title',
    ]);
    const longest = await create(
      w.headers.creator,
      validPosting({
        title: 't'.repeat(255),
        description: 'd'.repeat(25_000),
        skillsDescription: 's'.repeat(4000),
      }),
    );
    expect(longest.status).toBe(201);
  });

  it('needs 5 to 10 enabled interview questions, disabled ones not counting', async () => {
    const w = await world();
    const tooFew = await create(w.headers.creator, validPosting({ interviewQuestions: questions(4, 2) }));
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.errors).toEqual({
      interviewQuestions: ['Please add at least 5 enabled interview questions'],
    });
    const none = await create(w.headers.creator, validPosting({ interviewQuestions: [] }));
    expect(none.body.errors.interviewQuestions).toEqual([
      'Please add at least 5 enabled interview questions',
    ]);
    const tooMany = await create(w.headers.creator, validPosting({ interviewQuestions: questions(11) }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({
      interviewQuestions: ['Maximum 10 enabled interview questions allowed'],
    });
    expect(
      (await create(w.headers.creator, validPosting({ interviewQuestions: questions(10, 3) }))).status,
    ).toBe(201);
  });

  it('refuses a question title that repeats another, trimmed and case-insensitive, on the repeating one', async () => {
    const w = await world();
    const list = questions(5);
    list[1] = { ...list[1], title: ' Same ', order: 2 };
    list[3] = { ...list[3], title: 'same', order: 4 };
    const res = await create(w.headers.creator, validPosting({ interviewQuestions: list }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'interviewQuestions.3.title': ['Question already exists'] });
    expect(res.body.message).toBe('Question already exists');
  });

  it('applies the update rules: title 1 to 255, and the question rules to a sent list only', async () => {
    const w = await world();
    const { id } = (await create(w.headers.creator, validPosting())).body.data;
    const empty = await update(w.headers.creator, id, { title: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ title: ['Title is not valid.'] });
    const long = await update(w.headers.creator, id, { title: 't'.repeat(256) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['title']);
    expect((await update(w.headers.creator, id, { title: 'X' })).body.data.title).toBe('X');

    const tooFew = await update(w.headers.creator, id, { interviewQuestions: questions(4, 2) });
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.errors).toEqual({
      interviewQuestions: ['Please add at least 5 enabled interview questions'],
    });
    const tooMany = await update(w.headers.creator, id, { interviewQuestions: questions(11) });
    expect(tooMany.body.errors).toEqual({
      interviewQuestions: ['Maximum 10 enabled interview questions allowed'],
    });
    const list = questions(6);
    list[5] = { ...list[5], title: 'QUESTION 1 ', order: 6 };
    const duplicate = await update(w.headers.creator, id, { interviewQuestions: list });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ 'interviewQuestions.5.title': ['Question already exists'] });
    const categories = await update(w.headers.creator, id, { categories: ['IT', 'HR', 'SALES', 'DESIGN'] });
    expect(categories.body.errors).toEqual({ categories: ['Cannot select more than 3 categories'] });
    // Nothing refused was written.
    const shown = await t.app.json<Answer>(`/v1/t/job-postings/${id}`, { headers: w.headers.creator });
    expect(shown.body.data).toMatchObject({ title: 'X', categories: ['IT', 'ENGINEERING', 'PRODUCT'] });
    expect(shown.body.data.interviewQuestions).toHaveLength(5);
  });
});

describe('who may manage a job posting', () => {
  it('lets the creator and a named recruiter update; a member who does not hire may neither read nor change it', async () => {
    const w = await world();
    const { id } = (await create(w.headers.creator, validPosting({ recruiterIds: [w.recruiter.id] }))).body
      .data;
    const byRecruiter = await update(w.headers.recruiter, id, { title: 'By the recruiter' });
    expect(byRecruiter).toMatchObject({ status: 200, body: { data: { title: 'By the recruiter' } } });

    expect((await t.app.json(`/v1/t/job-postings/${id}`, { headers: w.headers.member })).status).toBe(403);
    expect((await update(w.headers.member, id, { title: 'Taken' })).status).toBe(403);
    expect((await update(w.headers.member, id, { title: 'Taken' }, 'PUT')).status).toBe(403);
    const del = await t.app.json(`/v1/t/job-postings/${id}`, { method: 'DELETE', headers: w.headers.member });
    expect(del.status).toBe(403);

    // The recruiter may delete and restore too; another member may not restore.
    const removed = await t.app.json(`/v1/t/job-postings/${id}`, {
      method: 'DELETE',
      headers: w.headers.recruiter,
    });
    expect(removed.status).toBe(204);
    const restore = (headers: Record<string, string>) =>
      t.app.json(`/v1/t/job-postings/${id}/restore`, { method: 'POST', headers });
    expect((await restore(w.headers.member)).status).toBe(403);
    expect((await restore(w.headers.recruiter)).status).toBe(200);

    // Once the creator drops the recruiter, the recruiter may no longer change the posting.
    expect((await update(w.headers.creator, id, { recruiterIds: [] })).status).toBe(200);
    expect((await update(w.headers.recruiter, id, { title: 'Again' })).status).toBe(403);
  });

  it("lets the team's owners and admins manage every posting of the team, and no other team's", async () => {
    const w = await world();
    const { id } = (await create(w.headers.creator, validPosting())).body.data;
    for (const role of ['owner', 'admin'] as const) {
      const runner = await createUser(t.db.knex, { tenants: [{ tenant: w.teamA, role }] });
      const headers = { ...(await bearerFor(t.db.knex, runner)), 'X-Team': w.teamA.slug };
      expect((await update(headers, id, { status: 'PUBLISHED', title: `By the ${role}` })).status).toBe(200);
      expect((await t.app.json(`/v1/t/job-postings/${id}`, { method: 'DELETE', headers })).status).toBe(204);
      const restored = await t.app.json(`/v1/t/job-postings/${id}/restore`, { method: 'POST', headers });
      expect(restored.status).toBe(200);
    }
    const ownerB = await createUser(t.db.knex, { tenants: [{ tenant: w.teamB, role: 'owner' }] });
    const headersB = { ...(await bearerFor(t.db.knex, ownerB)), 'X-Team': w.teamB.slug };
    expect((await update(headersB, id, { title: 'Taken' })).status).toBe(404);
  });

  it('lets a super-admin manage any posting of a team they name', async () => {
    const w = await world();
    const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
    const headers = { ...(await bearerFor(t.db.knex, admin)), 'X-Team': w.teamA.slug };
    const { id } = (await create(w.headers.creator, validPosting())).body.data;
    expect((await update(headers, id, { title: 'By the admin' })).status).toBe(200);
    expect((await t.app.json(`/v1/t/job-postings/${id}`, { method: 'DELETE', headers })).status).toBe(204);
  });

  it('refuses recruiters who are not ACTIVE members of the team, on create and on update', async () => {
    const w = await world();
    const pending = await createUser(t.db.knex, { tenants: [{ tenant: w.teamA, status: 'PENDING' }] });
    const removedUser = await createUser(t.db.knex, { tenants: [w.teamA] });
    await User.query(t.db.knex).findById(removedUser.id).softDelete();
    const message = 'Every recruiter must be an active member of the team.';
    for (const outsider of [w.memberB, pending, removedUser]) {
      const res = await create(
        w.headers.creator,
        validPosting({ recruiterIds: [w.recruiter.id, outsider.id] }),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ recruiterIds: [message] });
    }
    const { id } = (await create(w.headers.creator, validPosting())).body.data;
    const res = await update(w.headers.creator, id, { recruiterIds: [w.memberB.id] });
    expect(res.body.errors).toEqual({ recruiterIds: [message] });
    expect(
      (await update(w.headers.creator, id, { recruiterIds: [w.member.id] })).body.data.recruiterIds,
    ).toEqual([w.member.id]);
  });

  it("answers 403 to a member of one team naming another team, and 404 to another team's posting id", async () => {
    const w = await world();
    const { id: idA } = (await create(w.headers.creator, validPosting())).body.data;
    const { id: idB } = (await create(w.headers.memberB, validPosting())).body.data;

    const intoB = { ...(await bearerFor(t.db.knex, w.creator)), 'X-Team': w.teamB.slug };
    expect((await t.app.json('/v1/t/job-postings', { headers: intoB })).status).toBe(403);
    expect((await create(intoB, validPosting())).status).toBe(403);
    expect((await t.app.json(`/v1/t/job-postings/${idB}`, { headers: intoB })).status).toBe(403);

    // B's posting through team A's header: not found, whatever the method, and left untouched.
    const headers = w.headers.creator;
    expect((await t.app.json(`/v1/t/job-postings/${idB}`, { headers })).status).toBe(404);
    expect((await update(headers, idB, { title: 'Owned' })).status).toBe(404);
    expect((await update(headers, idB, { title: 'Owned' }, 'PUT')).status).toBe(404);
    expect((await t.app.json(`/v1/t/job-postings/${idB}`, { method: 'DELETE', headers })).status).toBe(404);
    expect((await t.app.json(`/v1/t/job-postings/${idB}/restore`, { method: 'POST', headers })).status).toBe(
      404,
    );
    const own = await t.app.json<Answer>(`/v1/t/job-postings/${idB}`, { headers: w.headers.memberB });
    expect(own.body.data.title).toBe('Senior Engineer');
    expect((await t.app.json(`/v1/t/job-postings/${idA}`, { headers: w.headers.memberB })).status).toBe(404);
  });

  it('answers 401 to a guest', async () => {
    expect((await t.app.json('/v1/t/job-postings')).status).toBe(401);
  });
});
