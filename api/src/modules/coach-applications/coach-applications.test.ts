import { COACH_APPLICATION_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { AuditEntry } from '../../models/audit-entry.ts';
import { CoachProfile } from '../../models/coach-profile.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';

const t = useApiTest();

interface Application {
  id: string;
  status: string;
  businessName: string;
  specializations: string[];
  declineReason: string | null;
  applicant: { id: string; name: string };
}
interface Answer<T = Application> {
  status: number;
  body: { data: T; errors: Record<string, string[]>; message: string; meta: { total: number } };
}

const APPLICATION = {
  businessName: '  Ada Coaching  ',
  specializations: ['Prompt engineering', 'AI agents'],
  bio: 'I help small teams put language models to work.',
  experiences: [{ title: 'Lead engineer', company: 'Acme', order: 1, years: 6, months: 3 }],
};

/** A signed-in client with their own team, as a sign-up leaves them. */
async function client(fields: { firstName?: string; roles?: string[] } = {}) {
  const team = await createTenant(t.db.knex);
  const user = await createUser(t.db.knex, {
    tenants: [{ tenant: team, role: 'owner' }],
    firstName: fields.firstName ?? 'Ada',
    lastName: 'Lovelace',
    roles: fields.roles ?? [],
  });
  return { user, team, headers: await bearerFor(t.db.knex, user) };
}

async function superAdmin() {
  const user = await createUser(t.db.knex, { roles: ['super-admin'] });
  return { user, headers: await bearerFor(t.db.knex, user) };
}

const apply = (headers: Record<string, string>, json: unknown = APPLICATION): Promise<Answer> =>
  t.app.json('/v1/coach-applications', { method: 'POST', headers, json });
const mine = (headers: Record<string, string>): Promise<Answer<Application | null>> =>
  t.app.json('/v1/coach-applications/mine', { headers });
const decide = (
  headers: Record<string, string>,
  id: string,
  verb: 'approve' | 'decline',
  json?: unknown,
): Promise<Answer> =>
  t.app.json(`/v1/coach-applications/${id}/${verb}`, { method: 'POST', headers, ...(json ? { json } : {}) });

describe('POST /v1/coach-applications', () => {
  it('takes an application from a client, shows it as pending and mails the super-admins after commit', async () => {
    const admin = await superAdmin();
    const ada = await client();
    expect((await mine(ada.headers)).body.data).toBeNull();
    const sent = await apply(ada.headers);
    expect(sent).toMatchObject({
      status: 201,
      body: {
        data: {
          status: 'PENDING',
          businessName: 'Ada Coaching',
          specializations: ['Prompt engineering', 'AI agents'],
          declineReason: null,
          applicant: { id: ada.user.id, name: 'Ada Lovelace' },
        },
      },
    });
    expect((await mine(ada.headers)).body.data).toMatchObject({ id: sent.body.data.id, status: 'PENDING' });
    // Nothing is granted before a decision.
    expect(
      (await User.query(t.db.knex).findById(ada.user.id).withGraphFetched('roles'))?.roleNames(),
    ).toEqual([]);
    await t.app.jobs.drain();
    const mail = await lastMailTo(t.app, admin.user.email);
    expect(mail.subject).toBe('New coach application: Ada Lovelace');
    expect(mail.text).toContain('/admin/coach-applications');
  });

  it("answers SPEC's limits field by field (422)", async () => {
    const ada = await client();
    const res = await apply(ada.headers, {
      businessName: '',
      specializations: [],
      bio: 'b'.repeat(1001),
      experiences: [{ title: 'Coach', company: 'Acme', order: 0, years: -1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      businessName: [expect.any(String)],
      specializations: [COACH_APPLICATION_MESSAGES.specializationsRequired],
      bio: [expect.any(String)],
      'experiences.0.order': [expect.any(String)],
      'experiences.0.years': [expect.any(String)],
    });
    const missing = await apply(ada.headers, {});
    expect(missing.body.errors).toMatchObject({
      businessName: ['Business name is required.'],
      bio: ['Bio is required.'],
    });
    expect((await mine(ada.headers)).body.data).toBeNull();
  });

  it('refuses a second open application, and anyone who already is a coach (422); guests get 401', async () => {
    const ada = await client();
    expect((await apply(ada.headers)).status).toBe(201);
    const again = await apply(ada.headers);
    expect(again).toMatchObject({
      status: 422,
      body: { errors: { root: [COACH_APPLICATION_MESSAGES.alreadyPending] } },
    });
    const coach = await client({ roles: ['coach'] });
    expect(await apply(coach.headers)).toMatchObject({
      status: 422,
      body: { errors: { root: [COACH_APPLICATION_MESSAGES.alreadyCoach] } },
    });
    expect((await apply({})).status).toBe(401);
  });
});

describe('GET /v1/coach-applications', () => {
  it('lists applications to super-admins by status, a page at a time; anyone else gets 403', async () => {
    const admin = await superAdmin();
    const first = await client();
    const second = await client();
    const a = (await apply(first.headers)).body.data;
    const b = (await apply(second.headers)).body.data;
    await decide(admin.headers, b.id, 'decline', { reason: 'Tell us more about your clients.' });
    const pending = await t.app.json<{ data: Application[]; meta: { total: number } }>(
      '/v1/coach-applications?status=PENDING&perPage=100',
      { headers: admin.headers },
    );
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((row) => row.id)).toContain(a.id);
    expect(pending.body.data.map((row) => row.id)).not.toContain(b.id);
    const declined = await t.app.json<{ data: Application[] }>('/v1/coach-applications?status=DECLINED', {
      headers: admin.headers,
    });
    expect(declined.body.data.map((row) => row.id)).toContain(b.id);
    const paged = await t.app.json<{ data: Application[]; meta: { perPage: number } }>(
      '/v1/coach-applications?perPage=1',
      { headers: admin.headers },
    );
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta).toMatchObject({ perPage: 1, currentPage: 1 });
    expect((await t.app.json('/v1/coach-applications', { headers: first.headers })).status).toBe(403);
    expect((await t.app.json('/v1/coach-applications')).status).toBe(401);
  });
});

describe('approve and decline', () => {
  it('makes the applicant a coach in one go: role, coachProfile, an audit row and a mail', async () => {
    const admin = await superAdmin();
    const ada = await client();
    const sent = (await apply(ada.headers)).body.data;
    expect((await decide(ada.headers, sent.id, 'approve')).status).toBe(403);
    const approved = await decide(admin.headers, sent.id, 'approve');
    expect(approved).toMatchObject({ status: 200, body: { data: { status: 'APPROVED' } } });

    const me = await t.app.json<{ data: { roles: string[] } }>('/v1/user', { headers: ada.headers });
    expect(me.body.data.roles).toContain('coach');
    const profile = await CoachProfile.query(t.db.knex).findById(ada.user.id);
    expect(profile).toMatchObject({
      businessName: 'Ada Coaching',
      specializations: ['Prompt engineering', 'AI agents'],
      bio: APPLICATION.bio,
      experiences: APPLICATION.experiences,
    });
    // They already own their personal team: no second one.
    expect(await TenantMember.query(t.db.knex).where({ userId: ada.user.id })).toHaveLength(1);
    const audit = await AuditEntry.query(t.db.knex).where({ subjectId: sent.id });
    expect(audit).toMatchObject([
      { action: 'coach-application.approve', actorId: admin.user.id, after: { status: 'APPROVED' } },
    ]);
    await t.app.jobs.drain();
    const mail = await lastMailTo(t.app, ada.user.email);
    expect(mail.subject).toBe('You are now a coach on Exceed');
    expect(mail.text).toContain('Hi Ada,');

    // Decided once: a second decision is a 422, and a coach cannot apply again.
    expect((await decide(admin.headers, sent.id, 'decline', { reason: 'No.' })).status).toBe(422);
    expect((await apply(ada.headers)).body.errors.root).toEqual([COACH_APPLICATION_MESSAGES.alreadyCoach]);
  });

  it('gives an applicant with no team of their own a team named after them', async () => {
    const admin = await superAdmin();
    const loner = await createUser(t.db.knex, { firstName: 'Grace', lastName: 'Hopper' });
    const headers = await bearerFor(t.db.knex, loner);
    const sent = (await apply(headers)).body.data;
    expect((await decide(admin.headers, sent.id, 'approve')).status).toBe(200);
    const owned = await TenantMember.query(t.db.knex)
      .where({ userId: loner.id, role: 'owner', status: 'ACTIVE' })
      .withGraphFetched('tenant');
    expect(owned.map((member) => member.tenant?.name)).toEqual(["Grace's Team"]);
    const user = await User.query(t.db.knex).findById(loner.id);
    expect(user?.defaultTenantSlug).toBe(owned[0]?.tenant?.slug);
  });

  it('declines with a reason the applicant reads and is mailed, and lets them apply again', async () => {
    const admin = await superAdmin();
    const ada = await client();
    const sent = (await apply(ada.headers)).body.data;
    expect((await decide(admin.headers, sent.id, 'decline', {})).body.errors).toMatchObject({
      reason: ['Reason is required.'],
    });
    const declined = await decide(admin.headers, sent.id, 'decline', {
      reason: ' Please add your experience. ',
    });
    expect(declined).toMatchObject({
      status: 200,
      body: { data: { status: 'DECLINED', declineReason: 'Please add your experience.' } },
    });
    expect((await mine(ada.headers)).body.data).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Please add your experience.',
    });
    const me = await t.app.json<{ data: { roles: string[] } }>('/v1/user', { headers: ada.headers });
    expect(me.body.data.roles).not.toContain('coach');
    expect(await CoachProfile.query(t.db.knex).findById(ada.user.id)).toBeUndefined();
    expect(await AuditEntry.query(t.db.knex).where({ subjectId: sent.id })).toMatchObject([
      { action: 'coach-application.decline', after: { status: 'DECLINED' } },
    ]);
    await t.app.jobs.drain();
    const mail = await lastMailTo(t.app, ada.user.email);
    expect(mail.subject).toBe('Your coach application on Exceed');
    expect(mail.text).toContain('Please add your experience.');
    expect(mail.text).toContain('/b/become-a-coach');
    const again = await apply(ada.headers);
    expect(again.status).toBe(201);
    expect((await mine(ada.headers)).body.data).toMatchObject({ id: again.body.data.id, status: 'PENDING' });
  });

  it('answers 404 for an application that does not exist', async () => {
    const admin = await superAdmin();
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await decide(admin.headers, none, 'approve')).status).toBe(404);
  });
});
