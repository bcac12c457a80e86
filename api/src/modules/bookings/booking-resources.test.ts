import type { BookingStatus } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';

const t = useApiTest();

interface ResourcePage {
  data: Array<{ id: string; title: string; filePath: string | null; isVisible: boolean }>;
  meta: { total: number; perPage: number };
  message: string;
}

type Headers = Record<string, string>;

/** POST /v1/upload-temp as the front end does: multipart with the file in `file`. */
async function uploadTemp(headers: Headers, text: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'application/pdf' }), 'workbook.pdf');
  const res = await t.app.request('/v1/upload-temp', { method: 'POST', headers, body: form });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/**
 * A coach's team and workshop with five resources, and a client of no team who booked it on the
 * marketplace (PENDING). The booking's own choices hide "Answers" and show "Bonus", which the coach hid.
 */
async function bookedWorkshop() {
  const { team, coach, schedule } = await createSchedule(t.db.knex, { maxSeats: 10 });
  const coachHeaders = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
  const base = `/v1/workshops/${schedule.workshopId}/resources`;
  const add = async (json: Record<string, unknown>) =>
    (await t.app.json<{ data: { id: string } }>(base, { method: 'POST', headers: coachHeaders, json })).body
      .data.id;
  const ids = {
    slides: await add({ title: 'Slides', type: 'link', url: 'https://x.test/s', sortOrder: 1 }),
    workbook: await add({
      title: 'Workbook',
      type: 'document',
      fileId: await uploadTemp(coachHeaders, '%PDF-1.4 workbook'),
      sortOrder: 2,
    }),
    notes: await add({
      title: 'Coach notes',
      type: 'document',
      fileId: await uploadTemp(coachHeaders, '%PDF-1.4 notes'),
      sortOrder: 3,
      isVisible: false,
    }),
    answers: await add({
      title: 'Answers',
      type: 'document',
      fileId: await uploadTemp(coachHeaders, '%PDF-1.4 answers'),
      sortOrder: 4,
    }),
    bonus: await add({
      title: 'Bonus',
      type: 'link',
      url: 'https://x.test/b',
      sortOrder: 5,
      isVisible: false,
    }),
  };
  const booked = await book(t.app, t.db.knex, schedule.id, 2);
  const bookingId = booked.body.data.id;
  const preferences = await t.app.json(`/v1/bookings/${bookingId}`, {
    method: 'PATCH',
    headers: booked.headers,
    json: {
      meta: {
        workshopResourcePreferences: [
          { id: ids.answers, isVisible: false, isBroadcast: false },
          { id: ids.bonus, isVisible: true, isBroadcast: false },
        ],
      },
    },
  });
  expect(preferences.status).toBe(200);
  const setStatus = (status: BookingStatus) =>
    Booking.forTenant(team.id, t.db.knex).findById(bookingId).patch({ status });
  return {
    team,
    workshopId: schedule.workshopId,
    coachHeaders,
    ids,
    bookingId,
    client: booked.headers as Headers,
    setStatus,
    list: (headers: Headers) => t.app.json<ResourcePage>(`/v1/bookings/${bookingId}/resources`, { headers }),
    file: (headers: Headers, resourceId: string) =>
      t.app.request(`/v1/bookings/${bookingId}/resources/${resourceId}/file`, { headers }),
  };
}

const titles = (page: ResourcePage) => page.data.map((resource) => resource.title);

describe('GET /v1/bookings/:id/resources', () => {
  it("shows a client of another team their confirmed booking's visible resources, and serves its files", async () => {
    const w = await bookedWorkshop();
    await w.setStatus('CONFIRMED');
    const res = await w.list(w.client);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Slides', 'Workbook', 'Bonus']);
    expect(res.body.meta).toMatchObject({ total: 3, perPage: 10 });
    const workbook = res.body.data.find((resource) => resource.id === w.ids.workbook);
    expect(workbook?.filePath).toBe(`/v1/bookings/${w.bookingId}/resources/${w.ids.workbook}/file`);
    const wide = await t.app.json<ResourcePage>(`/v1/bookings/${w.bookingId}/resources?perPage=100`, {
      headers: w.client,
    });
    expect(wide.body.meta.perPage).toBe(100);

    const download = await w.file(w.client, w.ids.workbook);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename="workbook.pdf"/);
    expect(await download.text()).toBe('%PDF-1.4 workbook');
    // The same client is no member of the team: the team's own routes stay closed to them.
    const teamRoute = `/v1/workshops/${w.workshopId}/resources`;
    expect((await t.app.json(teamRoute, { headers: { ...w.client, 'X-Team': w.team.slug } })).status).toBe(
      403,
    );
  });

  it('neither lists nor serves a resource hidden by the coach or by the booking', async () => {
    const w = await bookedWorkshop();
    await w.setStatus('CONFIRMED');
    const listed = titles((await w.list(w.client)).body);
    expect(listed).not.toContain('Coach notes');
    expect(listed).not.toContain('Answers');
    expect((await w.file(w.client, w.ids.notes)).status).toBe(404);
    expect((await w.file(w.client, w.ids.answers)).status).toBe(404);
    // A link has no uploaded file to serve.
    expect((await w.file(w.client, w.ids.slides)).status).toBe(404);
  });

  it('opens for COMPLETED and NO_SHOW, and is closed with a reason while PENDING and once CANCELLED', async () => {
    const w = await bookedWorkshop();
    const pending = await w.list(w.client);
    expect(pending).toMatchObject({
      status: 403,
      body: { message: 'Resources open once the booking is confirmed.' },
    });
    expect((await w.file(w.client, w.ids.workbook)).status).toBe(403);
    for (const status of ['COMPLETED', 'NO_SHOW'] as const) {
      await w.setStatus(status);
      expect((await w.list(w.client)).status).toBe(200);
    }
    await w.setStatus('CANCELLED');
    const cancelled = await w.list(w.client);
    expect(cancelled).toMatchObject({
      status: 403,
      body: { message: 'Resources are not available for a cancelled booking.' },
    });
    expect((await w.file(w.client, w.ids.workbook)).status).toBe(403);
  });

  it('shows the coach and a super-admin every resource, whatever the status', async () => {
    const w = await bookedWorkshop();
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    for (const headers of [w.coachHeaders, admin]) {
      const res = await w.list(headers);
      expect(titles(res.body)).toEqual(['Slides', 'Workbook', 'Coach notes', 'Answers', 'Bonus']);
      expect(await (await w.file(headers, w.ids.notes)).text()).toBe('%PDF-1.4 notes');
    }
  });

  it('shows an attendee who accepted a seat what the booker sees; anyone else gets 404', async () => {
    const w = await bookedWorkshop();
    await w.setStatus('CONFIRMED');
    const attendee = await createUser(t.db.knex);
    const invited = await createUser(t.db.knex);
    const seat = (userId: string, status: 'ACCEPTED' | 'PENDING') =>
      BookingSeat.forTenant(w.team.id, t.db.knex).insert({ bookingId: w.bookingId, userId, status });
    await seat(attendee.id, 'ACCEPTED');
    await seat(invited.id, 'PENDING');
    const attendeeHeaders = await bearerFor(t.db.knex, attendee);
    expect(titles((await w.list(attendeeHeaders)).body)).toEqual(['Slides', 'Workbook', 'Bonus']);
    expect((await w.file(attendeeHeaders, w.ids.workbook)).status).toBe(200);
    expect((await w.file(attendeeHeaders, w.ids.notes)).status).toBe(404);

    const otherTeam = await createTenant(t.db.knex);
    const strangers = [
      invited,
      await createUser(t.db.knex),
      await createUser(t.db.knex, { tenants: [otherTeam], roles: ['coach'] }),
      // A coach of the same team who does not run this workshop.
      await createUser(t.db.knex, { tenants: [w.team], roles: ['coach'] }),
    ];
    for (const stranger of strangers) {
      const headers = await bearerFor(t.db.knex, stranger);
      expect((await w.list(headers)).status).toBe(404);
      expect((await w.file(headers, w.ids.workbook)).status).toBe(404);
    }
    expect((await w.list({})).status).toBe(401);
  });

  it('answers 404 for a booking that does not exist and a resource of another workshop', async () => {
    const w = await bookedWorkshop();
    const other = await bookedWorkshop();
    await w.setStatus('CONFIRMED');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.json(`/v1/bookings/${missing}/resources`, { headers: w.client })).status).toBe(404);
    expect((await w.file(w.client, other.ids.workbook)).status).toBe(404);
    expect((await w.file(w.coachHeaders, other.ids.workbook)).status).toBe(404);
  });
});
