import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiKeyList } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { BrowserClient } from '../../test/browser-client.ts';
import { mailedCode } from '../../test/outbox.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { totpOf } from '../auth/second-factor.ts';
import { checkSeatLedger } from '../bookings/seat-ledger-check.ts';
import { LocalFileStorage } from '../storage/local-file-storage.ts';
import { runGoNoGo } from '../workshops/go-no-go.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_FULL_SESSION,
  DEMO_PASSWORD,
  DEMO_PAST_BOOKING,
  DEMO_REVIEWERS,
  DEMO_REVIEWS,
  DEMO_SHARED_BOOKING,
  DEMO_TENANT_SLUG,
  DEMO_WORKSHOPS,
} from './demo-data.ts';
import { seedDemo } from './seed-demo.ts';

// The app's own DATA_DIR, so the demo documents are stored where it reads uploads.
const dataDir = mkdtempSync(join(tmpdir(), 'exceed-demo-'));
const storage = new LocalFileStorage(dataDir);
const APP_URL = 'http://localhost:3000';
const t = useApiTest({
  env: { DATA_DIR: dataDir },
  prepare: async (db) => void (await seedDemo(db.knex, storage, APP_URL)),
});

interface Answer {
  data: {
    roles: string[];
    defaultTenantSlug: string;
    token: string;
    user: { id: string; roles: string[]; defaultTenantSlug: string };
    secondFactor?: { methods: string[]; token: string };
  };
}

interface MarketplacePage {
  data: Array<{
    startDate: string;
    visibility: string;
    mode: string;
    workshop: { title: string; price: number };
    coach: { username: string; firstName: string | null };
  }>;
  meta: { total: number };
}

interface WorkshopPage {
  data: Array<{
    coachId: string;
    title: string;
    status: string;
    tags: Array<{ name: string }>;
    resources: Array<{ type: string; title: string; url: string | null; filePath: string | null }>;
    schedules: Array<{ startDate: string }>;
  }>;
  meta: { total: number };
}

/** Whether a reviewed session is the one demo-client attended too (DEMO_PAST_BOOKING). */
const isClientSession = (session: { workshop: string; inDays: number }) =>
  session.workshop === DEMO_PAST_BOOKING.workshop && session.inDays === DEMO_PAST_BOOKING.inDays;

/**
 * A demo account's bearer token, signed in with the demo password, and for the administrator with the
 * code of the demo authenticator app too. Once per account: each code works once.
 */
const tokens = new Map<string, Promise<Answer['data']>>();
function tokenOf(email: string): Promise<Answer['data']> {
  let token = tokens.get(email);
  if (!token) {
    token = signInWithPassword(email);
    tokens.set(email, token);
  }
  return token;
}

async function signInWithPassword(email: string): Promise<Answer['data']> {
  const res = await t.app.json<Answer>('/v1/login', {
    method: 'POST',
    json: { email, password: DEMO_PASSWORD, token: true },
  });
  const step = res.body.data.secondFactor;
  if (!step) return res.body.data;
  const code = totpOf(DEMO_ADMIN_TOTP_SECRET).generate();
  const done = await t.app.json<Answer>('/v1/auth/second-factor', {
    method: 'POST',
    json: { code, token: step.token },
  });
  return done.body.data;
}

describe('demo data', () => {
  it('lets the administrator sign in with the demo password and authenticator app, as super-admin of the exceed team', async () => {
    const first = await t.app.json<Answer>('/v1/login', {
      method: 'POST',
      json: { email: 'admin@example.com', password: DEMO_PASSWORD, token: true },
    });
    expect(first.body.data.secondFactor?.methods).toContain('authenticator-app');
    const signedIn = await tokenOf('admin@example.com');
    expect(signedIn.user.roles).toEqual(['super-admin']);
    const team = await t.app.json<{ data: { slug: string } }>('/v1/t', {
      headers: { Authorization: `Bearer ${signedIn.token}` },
    });
    expect(team.body.data.slug).toBe('exceed');
  });

  it('gives the admin area records in the trash and an audit log of who put them there', async () => {
    const { token } = await tokenOf('admin@example.com');
    const headers = { Authorization: `Bearer ${token}` };
    const users = await t.app.json<{ data: Array<{ label: string }> }>('/v1/admin/trash?kind=users', {
      headers,
    });
    expect(users.body.data.map((item) => item.label)).toEqual(['former-client <former@example.com>']);
    for (const kind of ['workshops', 'templates']) {
      const items = await t.app.json<{ meta: { total: number } }>(`/v1/admin/trash?kind=${kind}`, {
        headers,
      });
      expect(items.body.meta.total, kind).toBe(1);
    }
    const log = await t.app.json<{ data: Array<{ actor: { email: string } }> }>('/v1/admin/audit-entries', {
      headers,
    });
    expect(log.body.data.length).toBeGreaterThanOrEqual(4);
    expect(log.body.data[0]?.actor.email).toBe('admin@example.com');
  });

  it("gives the admin area an open dispute, with the coach's share held, and a failed mail to retry", async () => {
    const { token } = await tokenOf('admin@example.com');
    const headers = { Authorization: `Bearer ${token}` };
    const disputes = await t.app.json<{ data: Array<Record<string, unknown>> }>(
      '/v1/admin/disputes?state=open',
      {
        headers,
      },
    );
    expect(disputes.body.data).toEqual([
      expect.objectContaining({ reason: 'product_not_received', status: 'needs_response', closedAt: null }),
    ]);
    const held = await t.app.json<{ data: { payouts: Array<{ kind: string }>; disputes: unknown[] } }>(
      `/v1/admin/bookings/${disputes.body.data[0]?.bookingId}`,
      { headers },
    );
    expect(held.body.data.payouts.map((movement) => movement.kind)).toEqual(['DISPUTE']);
    expect(held.body.data.disputes).toHaveLength(1);
    const failed = await t.app.json<{ data: Array<{ name: string }> }>('/v1/admin/failed-jobs', { headers });
    expect(failed.body.data.map((job) => job.name)).toEqual(['mail.send']);
  });

  it("gives the coach's Settings a team key in use and a personal key that expires", async () => {
    const { token } = await tokenOf('coach@example.com');
    const keys = await t.app.json<ApiKeyList>('/v1/api-keys', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(
      keys.body.data.map(({ name, team, lastUsedAt, expiresAt }) => ({
        name,
        team: team?.name ?? null,
        used: lastUsedAt !== null,
        ends: expiresAt !== null,
      })),
    ).toEqual([
      { name: 'Calendar script', team: null, used: false, ends: true },
      { name: 'Bookings to the team spreadsheet', team: 'Exceed', used: true, ends: false },
    ]);
  });

  it('gives two workshops booking questions, which their demo bookings answered', async () => {
    const asked = await t.db.knex('booking_questions').whereNull('deleted_at').select('label');
    const labels = DEMO_WORKSHOPS.flatMap((demo) => demo.questions ?? []).map((question) => question.label);
    expect(asked.map((row) => row.label).sort()).toEqual([...labels].sort());
    const answered = await t.db.knex('bookings').whereRaw("answers <> '[]'::jsonb").count({ n: '*' });
    expect(Number(answered[0]?.n)).toBeGreaterThan(0);
  });

  it('lets the client sign in at once with a code from the outbox', async () => {
    const browser = await new BrowserClient(t.app).start();
    await browser.json('/v1/auth/login-using-otp', { method: 'POST', json: { email: 'client@example.com' } });
    const otp = await mailedCode(t.app, 'client@example.com');
    const res = await browser.json<Answer>('/v1/auth/login-using-otp', {
      method: 'POST',
      json: { email: 'client@example.com', otp },
    });
    expect(res).toMatchObject({ status: 200, body: { data: { roles: [], defaultTenantSlug: 'exceed' } } });
  });

  it('shows demo-coach on the marketplace with a full coach profile', async () => {
    const res = await t.app.json<{ data: { coachProfile: Record<string, unknown> } }>(
      '/v1/public/users/demo-coach',
    );
    expect(res.body.data.coachProfile).toMatchObject({
      bio: expect.any(String),
      experiences: [expect.objectContaining({ order: 1 }), expect.objectContaining({ order: 2 })],
      completedConsultation: true,
    });
  });

  it('shows every coach with the rating of their reviews, rather than "New coach"', async () => {
    // The demo as seeded: before the client rates their session (below).
    const coachOf = new Map(DEMO_WORKSHOPS.map((workshop) => [workshop.title, workshop.coach]));
    const ratings = new Map<string, number[]>();
    for (const session of DEMO_REVIEWS) {
      const coach = coachOf.get(session.workshop) ?? '';
      ratings.set(coach, [...(ratings.get(coach) ?? []), ...session.reviews.map((review) => review.rating)]);
    }
    const expected = Object.fromEntries(
      [...ratings].map(([coach, list]) => [
        coach,
        {
          count: list.length,
          average: Math.round((list.reduce((sum, rating) => sum + rating, 0) / list.length) * 100) / 100,
        },
      ]),
    );
    const coaches = await t.app.json<{
      data: Array<{ username: string; rating: { average: number | null; count: number } }>;
    }>('/v1/public/users');
    expect(coaches.status).toBe(200);
    expect(coaches.body.data.every((coach) => coach.rating.count > 0 && coach.rating.average !== null)).toBe(
      true,
    );
    expect(Object.fromEntries(coaches.body.data.map((coach) => [coach.username, coach.rating]))).toEqual(
      expected,
    );
    expect(Object.keys(expected).sort()).toEqual([
      'daniel-okafor',
      'demo-coach',
      'lena-fischer',
      'maya-patel',
    ]);
  });

  it("shows a reviewed workshop's page with its reviews from verified attendees, by first name and initial", async () => {
    const session = DEMO_REVIEWS.find((one) => one.workshop === 'Automating Operations with AI');
    if (!session) throw new Error('no reviews of Automating Operations with AI');
    const listed = await t.app.json<{ data: Array<{ workshopId: string; workshop: { title: string } }> }>(
      '/v1/public/workshop-schedules?perPage=100',
    );
    const workshopId = listed.body.data.find((item) => item.workshop.title === session.workshop)?.workshopId;
    const page = await t.app.json<{
      data: {
        rating: { average: number | null; count: number };
        reviews: Array<{ reviewer: string; rating: number; comment: string | null; workshopTitle: string }>;
      };
    }>(`/v1/public/workshops/${workshopId}`);
    expect(page.status).toBe(200);
    const ratings = session.reviews.map((review) => review.rating);
    expect(page.body.data.rating).toEqual({
      count: ratings.length,
      average: ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length,
    });
    const nameOf = new Map(
      DEMO_REVIEWERS.map((reviewer) => [
        reviewer.username,
        `${reviewer.firstName} ${reviewer.lastName.charAt(0)}.`,
      ]),
    );
    const shown = page.body.data.reviews.map((review) => [review.reviewer, review.rating, review.comment]);
    expect(shown.sort()).toEqual(
      session.reviews.map((review) => [nameOf.get(review.user), review.rating, review.comment]).sort(),
    );
    expect(shown.map(([reviewer]) => reviewer)).toContain('Sam R.');
    expect(page.body.data.reviews.every((review) => review.workshopTitle === session.workshop)).toBe(true);
  });

  it('fills the public marketplace with published, public schedules ahead, with their workshop and coach', async () => {
    const res = await t.app.json<MarketplacePage>('/v1/public/workshop-schedules?perPage=100');
    expect(res.status).toBe(200);
    const listed = DEMO_WORKSHOPS.filter((workshop) => workshop.status === undefined).flatMap((workshop) =>
      workshop.schedules.filter((schedule) => schedule.visibility === undefined && schedule.inDays > 0),
    );
    expect(res.body.meta.total).toBe(listed.length);
    expect(res.body.data.length).toBeGreaterThanOrEqual(16);
    expect(res.body.data.every((item) => item.visibility === 'PUBLIC')).toBe(true);
    expect(res.body.data.every((item) => Date.parse(item.startDate) > Date.now())).toBe(true);
    expect(new Set(res.body.data.map((item) => item.mode))).toEqual(
      new Set(['IN-PERSON', 'ONLINE', 'HYBRID']),
    );
    // Every demo coach, of both teams, is on it; the draft workshop is not.
    expect(new Set(res.body.data.map((item) => item.coach.username))).toEqual(
      new Set(['demo-coach', 'maya-patel', 'daniel-okafor', 'lena-fischer']),
    );
    expect(res.body.data.map((item) => item.workshop.title)).not.toContain('Responsible AI Governance');
    expect(res.body.data.find((item) => item.coach.username === 'demo-coach')).toMatchObject({
      workshop: { title: expect.any(String), price: expect.any(Number) },
      coach: { firstName: 'Grace' },
    });
  });

  it('gives every marketplace workshop a cover (with its placeholder) and every coach a portrait, served by the image route', async () => {
    const res = await t.app.json<{
      data: Array<{
        workshop: { title: string; image: string | null; imagePlaceholder: string | null };
        coach: { username: string; avatarUrl: string | null };
      }>;
    }>('/v1/public/workshop-schedules?perPage=100');
    const covers = new Set(res.body.data.map((item) => item.workshop.image));
    // One cover of its own per workshop.
    expect(covers.size).toBe(new Set(res.body.data.map((item) => item.workshop.title)).size);
    for (const { workshop } of res.body.data) {
      expect(workshop.imagePlaceholder, workshop.title).toMatch(/^data:image\/webp;base64,/);
    }
    for (const cover of covers) {
      expect(cover).toMatch(new RegExp(`^${APP_URL}/v1/images/[0-9a-f-]{36}$`));
      const image = await t.app.request(`${new URL(cover ?? '').pathname}?w=640`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
    const portraits = new Map(res.body.data.map((item) => [item.coach.username, item.coach.avatarUrl]));
    expect(portraits.size).toBe(4);
    for (const avatarUrl of portraits.values()) {
      expect(avatarUrl).toMatch(/^\/v1\/images\//);
      expect((await t.app.request(`${avatarUrl}?w=320`)).status).toBe(200);
    }
  });

  it("lists demo-coach's workshops in the exceed team, with tags, resources and schedules", async () => {
    const coach = await tokenOf('coach@example.com');
    const res = await t.app.json<WorkshopPage>(
      `/v1/workshops?coachId=${coach.user.id}&include=resources,schedules`,
      { headers: { Authorization: `Bearer ${coach.token}`, 'X-Team': 'exceed' } },
    );
    expect(res.status).toBe(200);
    const titles = DEMO_WORKSHOPS.filter((workshop) => workshop.coach === 'demo-coach').map((w) => w.title);
    expect(res.body.data.map((workshop) => workshop.title).sort()).toEqual([...titles].sort());
    for (const workshop of res.body.data) {
      expect(workshop).toMatchObject({ coachId: coach.user.id, status: 'PUBLISHED' });
      expect(workshop.tags.length).toBeGreaterThan(0);
      expect(workshop.resources.length).toBeGreaterThanOrEqual(2);
      expect(workshop.schedules.length).toBeGreaterThanOrEqual(2);
      // Links and videos have an address, documents a stored file.
      for (const resource of workshop.resources) {
        expect(resource.type === 'document' ? resource.filePath : resource.url).toEqual(expect.any(String));
      }
    }
  });

  it("serves every demo document as a PDF that names it, from its workshop's resources", async () => {
    const coach = await tokenOf('coach@example.com');
    const headers = { Authorization: `Bearer ${coach.token}`, 'X-Team': 'exceed' };
    const res = await t.app.json<WorkshopPage>(`/v1/workshops?coachId=${coach.user.id}&include=resources`, {
      headers,
    });
    const documents = res.body.data.flatMap((workshop) =>
      workshop.resources.filter((resource) => resource.type === 'document'),
    );
    expect(documents.length).toBeGreaterThanOrEqual(3);
    for (const document of documents) {
      const file = await t.app.request(document.filePath ?? '', { headers });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(await pdfText(await file.arrayBuffer())).toContain(document.title);
    }
  });

  it('gives the second team its own coach, and shows each coach with their workshops count', async () => {
    const lena = await tokenOf('lena@example.com');
    expect(lena.user.defaultTenantSlug).toBe('northwind-ai');
    const headers = { Authorization: `Bearer ${lena.token}` };
    const own = await t.app.json<WorkshopPage>('/v1/workshops', {
      headers: { ...headers, 'X-Team': 'northwind-ai' },
    });
    expect(own.body.meta.total).toBe(2);
    expect((await t.app.json('/v1/workshops', { headers: { ...headers, 'X-Team': 'exceed' } })).status).toBe(
      403,
    );
    const coaches = await t.app.json<{ data: Array<{ username: string; workshopsCount: number }> }>(
      '/v1/public/users',
    );
    const counts = Object.fromEntries(coaches.body.data.map((user) => [user.username, user.workshopsCount]));
    // lena-fischer's draft does not count.
    expect(counts).toEqual({ 'daniel-okafor': 2, 'demo-coach': 3, 'lena-fischer': 1, 'maya-patel': 2 });
  });

  it('gives the client a paid booking of a session already held, which they attended and may rate', async () => {
    const client = await tokenOf('client@example.com');
    const headers = { Authorization: `Bearer ${client.token}` };
    const bookings = await t.app.json<{
      data: Array<{
        status: string;
        amountPaid: number;
        workshopSchedule: { id: string; startDate: string; status: string; workshop: { title: string } };
      }>;
    }>('/v1/bookings', { headers });
    const past = bookings.body.data.find((booking) => booking.status === 'COMPLETED');
    expect(past).toMatchObject({
      status: 'COMPLETED',
      amountPaid: 49,
      workshopSchedule: { status: 'COMPLETED', workshop: { title: 'Prompt Engineering Foundations' } },
    });
    expect(Date.parse(past?.workshopSchedule.startDate ?? '')).toBeLessThan(Date.now());
    const metrics = await t.app.json<{
      data: { client: { spending: Array<{ currency: string; months: Array<{ amount: number }> }> } };
    }>('/v1/dashboard/metrics', { headers });
    const [spent] = metrics.body.data.client.spending;
    expect(spent?.currency).toBe('USD');
    // The past booking and their own seat of the shared one; the seat an invitee paid is the invitee's.
    expect(spent?.months.reduce((sum, month) => sum + month.amount, 0)).toBe(98);
    const rated = await t.app.json('/v1/feedbacks', {
      method: 'POST',
      headers,
      json: { workshopScheduleId: past?.workshopSchedule.id, rating: 5 },
    });
    expect(rated.status).toBe(201);
  });

  it('gives the client a booking whose invitees pay: one paid, one invitation waiting for its payment', async () => {
    const client = await tokenOf('client@example.com');
    const headers = { Authorization: `Bearer ${client.token}` };
    const bookings = await t.app.json<{
      data: Array<{ id: string; inviteesPay: boolean; bookerDue: number; amountPaid: number; seats: number }>;
    }>('/v1/bookings', { headers });
    const shared = bookings.body.data.find((booking) => booking.inviteesPay);
    expect(shared).toMatchObject({ seats: DEMO_SHARED_BOOKING.seats, bookerDue: 49, amountPaid: 98 });
    const seats = await t.app.json<{
      data: Array<{ email: string | null; status: string; paidAt: string | null }>;
    }>(`/v1/booking-seats?bookingId=${shared?.id}`, { headers });
    expect(seats.body.data.map((seat) => [seat.status, seat.paidAt !== null]).sort()).toEqual([
      ['ACCEPTED', true],
      ['PENDING', false],
    ]);
    const maya = await tokenOf('maya@example.com');
    const spent = await t.app.json<{
      data: { client: { spending: Array<{ months: Array<{ amount: number }> }> } };
    }>('/v1/dashboard/metrics', { headers: { Authorization: `Bearer ${maya.token}` } });
    const total = spent.body.data.client.spending.flatMap((series) => series.months);
    expect(total.reduce((sum, month) => sum + month.amount, 0)).toBe(49);
  });

  it("gives the client's bell an unread announcement of that session and older news read", async () => {
    const client = await tokenOf('client@example.com');
    const headers = { Authorization: `Bearer ${client.token}` };
    const bell = await t.app.json<{ data: Array<{ kind: string; title: string; readAt: string | null }> }>(
      '/v1/user/notifications',
      { headers },
    );
    expect(bell.body.data.map((entry) => [entry.kind, entry.readAt === null])).toEqual([
      ['announcement', true],
      ['booking', false],
    ]);
    const summary = await t.app.json<{ data: { unread: number } }>('/v1/user/notifications/summary', {
      headers,
    });
    expect(summary.body.data.unread).toBe(1);
  });

  it('gives a fully booked session two people waiting: the client sees their place, the coach the line', async () => {
    const client = await tokenOf('client@example.com');
    const mine = await t.app.json<{
      data: Array<{ workshopScheduleId: string; workshopTitle: string; status: string; place: number }>;
    }>('/v1/waitlist-entries', { headers: { Authorization: `Bearer ${client.token}` } });
    expect(mine.body.data).toHaveLength(1);
    const [entry] = mine.body.data;
    expect(entry).toMatchObject({ workshopTitle: DEMO_FULL_SESSION.workshop, status: 'WAITING', place: 1 });

    const full = await t.app.json<{ data: { seatsLeft: number } }>(
      `/v1/public/workshop-schedules/${entry?.workshopScheduleId}`,
    );
    expect(full.body.data.seatsLeft).toBe(0);

    const coach = await tokenOf('coach@example.com');
    const line = await t.app.json<{ data: Array<{ username: string; seats: number; place: number }> }>(
      `/v1/workshop-schedules/${entry?.workshopScheduleId}/waitlist`,
      { headers: { Authorization: `Bearer ${coach.token}`, 'X-Team': DEMO_TENANT_SLUG } },
    );
    expect(line.body.data).toEqual(
      DEMO_FULL_SESSION.waiting.map((waiting, index) =>
        expect.objectContaining({ username: waiting.user, seats: waiting.seats, place: index + 1 }),
      ),
    );
  });

  it("balances every schedule's seats: counters, seat ledger and bookings agree, the past sessions' seats sold", async () => {
    const balances = await checkSeatLedger(t.db.knex);
    expect(balances.length).toBeGreaterThanOrEqual(16);
    expect(balances.filter((balance) => !balance.balanced)).toEqual([]);
    const { id } = await t.db
      .knex('bookings')
      .join('users', 'users.id', 'bookings.user_id')
      .where({ 'bookings.status': 'COMPLETED', 'users.username': DEMO_PAST_BOOKING.user })
      .first('bookings.workshop_schedule_id as id');
    // The client's seat and those of the session's reviewers.
    const reviewers = DEMO_REVIEWS.find(isClientSession);
    const sold = 1 + (reviewers?.reviews.length ?? 0);
    expect(balances.find((balance) => balance.workshopScheduleId === id)).toMatchObject({
      sold,
      ledgerSold: sold,
    });
    // Every session already held has a seat sold per attendee: its reviewers, and the client's on theirs.
    const held = await t.db
      .knex('bookings')
      .where({ status: 'COMPLETED' })
      .select('workshop_schedule_id as id')
      .groupBy('workshop_schedule_id');
    expect(
      held.map((row: { id: string }) => balances.find((b) => b.workshopScheduleId === row.id)?.sold).sort(),
    ).toEqual(
      DEMO_REVIEWS.map((session) => session.reviews.length + (isClientSession(session) ? 1 : 0)).sort(),
    );
  });

  it('lets a reviewer sign in and find the sessions they attended, paid for and rated, with an invoice', async () => {
    const [reviewer] = DEMO_REVIEWERS;
    if (!reviewer) throw new Error('no demo reviewer');
    const attended = DEMO_REVIEWS.filter((session) =>
      session.reviews.some((review) => review.user === reviewer.username),
    );
    const { token, user } = await tokenOf(reviewer.email);
    expect(user.defaultTenantSlug).toBe(reviewer.username);
    const headers = { Authorization: `Bearer ${token}` };
    const bookings = await t.app.json<{
      data: Array<{
        id: string;
        status: string;
        amountPaid: number;
        workshopSchedule: { workshop: { title: string } };
      }>;
    }>('/v1/bookings?perPage=50', { headers });
    expect(bookings.body.data.map((booking) => booking.workshopSchedule.workshop.title).sort()).toEqual(
      attended.map((session) => session.workshop).sort(),
    );
    for (const booking of bookings.body.data) {
      expect(booking).toMatchObject({ status: 'COMPLETED', amountPaid: expect.any(Number) });
      expect(booking.amountPaid).toBeGreaterThan(0);
    }
    const invoice = await t.app.request(`/v1/payments/bookings/${bookings.body.data[0]?.id}/invoice`, {
      headers,
    });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    // Each paid booking was invoiced when its charge was recorded, as a real payment is: numbered.
    const mine = await t.app.json<{ data: Array<{ kind: string; number: string }> }>(
      '/v1/payments/invoices',
      {
        headers,
      },
    );
    expect(mine.body.data.length).toBeGreaterThanOrEqual(bookings.body.data.length);
    for (const document of mine.body.data) expect(document.number).toMatch(/^(INV|CN)-\d{4}-\d{6}$/);
    const uninvoiced = await t.db.knex.raw(
      `select count(*)::int as n from ledger_entries l
        where l.kind = 'CHARGE' and not exists (select 1 from invoices i where i.ledger_entry_id = l.id)`,
    );
    expect(uninvoiced.rows[0].n).toBe(0);
    const feedbacks = await t.app.json<{ data: Array<{ rating: number }> }>('/v1/feedbacks?perPage=50', {
      headers,
    });
    expect(feedbacks.body.data).toHaveLength(attended.length);
  });

  it("lets the demo team's recruiter manage its job postings, one in every status, each with its questions", async () => {
    const { token } = await tokenOf('rita@example.com');
    const headers = { Authorization: `Bearer ${token}` };
    const list = await t.app.json<{
      data: Array<{
        id: string;
        title: string;
        status: string;
        interviewQuestions: Array<{ enabled: boolean }>;
      }>;
    }>('/v1/t/job-postings', { headers });
    // The team's own demo postings and the job board's (demo-jobs.ts): every status is there.
    expect(new Set(list.body.data.map((posting) => posting.status))).toEqual(
      new Set(['ARCHIVED', 'CLOSED', 'DRAFT', 'PUBLISHED']),
    );
    for (const posting of list.body.data) {
      expect(posting.interviewQuestions.filter((question) => question.enabled).length).toBe(5);
    }
    const draft = list.body.data.find((posting) => posting.status === 'DRAFT');
    const published = await t.app.json(`/v1/t/job-postings/${draft?.id}`, {
      method: 'PATCH',
      headers,
      json: { status: 'PUBLISHED' },
    });
    expect(published.status).toBe(200);
  });

  it("asks the demo coach to decide on a short schedule at the demo's first go/no-go, and certifies the client's past session", async () => {
    expect(await runGoNoGo(t.db.knex)).toBe(0);
    const asked = await t.db
      .knex('workshop_schedules as s')
      .join('workshops as w', 'w.id', 's.workshop_id')
      .whereNotNull('s.go_asked_at')
      .select('w.title');
    expect(asked.map((row: { title: string }) => row.title)).toEqual(['AI Strategy for Small Teams']);
    const certificates = await t.db.knex('certificates').select('workshopTitle', 'holderName');
    expect(certificates).toEqual([{ workshopTitle: DEMO_PAST_BOOKING.workshop, holderName: 'Alan Client' }]);
  });

  it('is added once: a second run leaves the database alone', async () => {
    // The admin area's demo puts a few records in the trash: live rows are the demo's accounts and workshops.
    const live = async (table: string) =>
      Number((await t.db.knex(table).whereNull('deleted_at').count({ count: '*' }).first())?.count ?? 0);
    const all = async (table: string) =>
      Number((await t.db.knex(table).count({ count: '*' }).first())?.count ?? 0);
    const before = [await all('users'), await all('workshops'), await all('audit_entries')];
    expect(await seedDemo(t.db.knex, storage, APP_URL)).toBe(false);
    expect([await all('users'), await all('workshops'), await all('audit_entries')]).toEqual(before);
    expect(await live('users')).toBe(DEMO_ACCOUNTS.length + DEMO_REVIEWERS.length);
    expect(await live('workshops')).toBe(DEMO_WORKSHOPS.length);
  });
});
