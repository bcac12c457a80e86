import { TRANSACTIONAL_MAIL_MESSAGE } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { outbox } from '../../test/outbox.ts';
import { WaitlistEntry } from '../models/waitlist-entry.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

const t = useApiTest();

type Headers = Record<string, string>;
interface Bell {
  data: Array<{
    id: string;
    kind: string;
    title: string;
    body: string;
    url: string | null;
    readAt: string | null;
  }>;
}

const bellOf = async (headers: Headers) =>
  (await t.app.json<Bell>('/v1/user/notifications', { headers })).body.data;
const unreadOf = async (headers: Headers) =>
  (await t.app.json<{ data: { unread: number } }>('/v1/user/notifications/summary', { headers })).body.data
    .unread;
const mailsTo = async (to: string, since: number) =>
  (await outbox(t.app)).slice(since).filter((mail) => mail.to === to);

/** Books a seat for `user` (a new person by default) and pays it by card: a confirmed booking. */
async function paidBooking(scheduleId: string, user?: Parameters<typeof book>[4]) {
  const booked = await book(t.app, t.db.knex, scheduleId, 1, user);
  const paid = await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: { paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status).toBe(200);
  return booked;
}

/** A confirmed booking of a session two days ahead, its booker's headers and the coach's. */
async function confirmedBooking() {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10 });
  const booked = await paidBooking(fixture.schedule.id);
  const coach = { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
  return { ...fixture, booked, coachHeaders: coach };
}

describe('the bell', () => {
  it('shows a booking confirmation beside its mail, counts it unread, and marks it read', async () => {
    const { booked } = await confirmedBooking();
    const before = (await outbox(t.app)).length;
    await t.app.jobs.drain();
    expect((await mailsTo(booked.user.email, before)).map((mail) => mail.subject)).toEqual([
      'Booking confirmed: Prompt engineering',
    ]);
    const bell = await bellOf(booked.headers);
    expect(bell).toMatchObject([
      { kind: 'booking', title: 'Booking confirmed: Prompt engineering', url: '/b/bookings', readAt: null },
    ]);
    expect(await unreadOf(booked.headers)).toBe(1);

    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const [entry] = bell;
    expect(
      (await t.app.json(`/v1/user/notifications/${entry?.id}/read`, { method: 'POST', headers: stranger }))
        .status,
    ).toBe(404);
    const read = await t.app.json<{ data: { readAt: string | null } }>(
      `/v1/user/notifications/${entry?.id}/read`,
      {
        method: 'POST',
        headers: booked.headers,
      },
    );
    expect(read.body.data.readAt).not.toBeNull();
    expect(await unreadOf(booked.headers)).toBe(0);
  });

  it('marks all read at once', async () => {
    const { booked, schedule, coachHeaders } = await confirmedBooking();
    await t.app.json(`/v1/workshop-schedules/${schedule.id}`, {
      method: 'PATCH',
      headers: coachHeaders,
      json: { location: 'Room 2' },
    });
    await t.app.jobs.drain();
    const start = new Date(schedule.startDate.getTime() + 86_400_000);
    await t.app.json(`/v1/workshop-schedules/${schedule.id}`, {
      method: 'PATCH',
      headers: coachHeaders,
      json: { startDate: start.toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString() },
    });
    await t.app.jobs.drain();
    expect(await unreadOf(booked.headers)).toBe(2);
    const all = await t.app.json<{ data: { unread: number } }>('/v1/user/notifications/read-all', {
      method: 'POST',
      headers: booked.headers,
    });
    expect(all.body.data.unread).toBe(0);
    expect((await bellOf(booked.headers)).every((entry) => entry.readAt !== null)).toBe(true);
  });
});

describe('notification preferences', () => {
  it('honours a person who keeps a kind out of the bell, and refuses to turn a transactional mail off', async () => {
    const booker = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, booker);
    const refused = await t.app.json<{ errors: Record<string, string[]> }>(
      '/v1/user/notification-preferences',
      {
        method: 'PUT',
        headers,
        json: { preferences: [{ kind: 'booking', mail: false, inApp: true }] },
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors['preferences.0.mail']).toEqual([TRANSACTIONAL_MAIL_MESSAGE]);

    const saved = await t.app.json<{
      data: Array<{ kind: string; mail: boolean; inApp: boolean; mailLocked: boolean }>;
    }>('/v1/user/notification-preferences', {
      method: 'PUT',
      headers,
      json: { preferences: [{ kind: 'booking', mail: true, inApp: false }] },
    });
    expect(saved.body.data.find((row) => row.kind === 'booking')).toEqual({
      kind: 'booking',
      mail: true,
      inApp: false,
      mailLocked: true,
    });
    const fixture = await createSchedule(t.db.knex, { maxSeats: 10 });
    const before = (await outbox(t.app)).length;
    await paidBooking(fixture.schedule.id, booker);
    await t.app.jobs.drain();
    expect(await mailsTo(booker.email, before)).toHaveLength(1);
    expect(await bellOf(headers)).toEqual([]);
  });

  it('stops a kind by mail from its List-Unsubscribe link, in one click and without signing in', async () => {
    const { booked, schedule, coachHeaders } = await confirmedBooking();
    await t.app.jobs.drain();
    const before = (await outbox(t.app)).length;
    const sent = await t.app.json(`/v1/workshop-schedules/${schedule.id}/announcements`, {
      method: 'POST',
      headers: coachHeaders,
      json: { audience: 'PAID', subject: 'Bring a laptop', body: 'We will build an agent together.' },
    });
    expect(sent.status).toBe(201);
    await t.app.jobs.drain();
    const [mail] = await mailsTo(booked.user.email, before);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = new URL(oneClick).pathname;
    expect(mail?.text).toContain(`Unsubscribe: ${oneClick.replace('/v1/unsubscribe/', '/unsubscribe/')}`);

    const forged = `${path.slice(0, -4)}AAAA`;
    expect((await t.app.request(forged, { method: 'POST' })).status).toBe(404);
    const clicked = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    const shown = await t.app.json<{ data: { kind: string; mail: boolean; email: string } }>(path);
    expect(shown.body.data).toEqual({ kind: 'announcement', mail: false, email: booked.user.email });

    const again = (await outbox(t.app)).length;
    await t.app.json(`/v1/workshop-schedules/${schedule.id}/announcements`, {
      method: 'POST',
      headers: coachHeaders,
      json: { audience: 'PAID', subject: 'Room 2', body: 'We moved.' },
    });
    await t.app.jobs.drain();
    expect(await mailsTo(booked.user.email, again)).toEqual([]);
    expect((await bellOf(booked.headers)).map((entry) => entry.title)).toContain(
      'Room 2 (Prompt engineering)',
    );
  });
});

describe('announcements', () => {
  it('reach paid attendees by mail and bell, and not the waitlist, when so chosen; each delivery is kept', async () => {
    const fixture = await confirmedBooking();
    const { booked, schedule, team, coachHeaders } = fixture;
    const waiting = await createUser(t.db.knex);
    await WaitlistEntry.forTenant(team.id, t.db.knex).insert({
      workshopScheduleId: schedule.id,
      userId: waiting.id,
      seats: 1,
      autoCharge: false,
      status: 'WAITING',
    });
    await t.app.jobs.drain();
    const before = (await outbox(t.app)).length;
    const sent = await t.app.json<{ data: { id: string; delivery: Record<string, number> } }>(
      `/v1/workshop-schedules/${schedule.id}/announcements`,
      {
        method: 'POST',
        headers: coachHeaders,
        json: {
          audience: 'PAID',
          subject: 'Bring a laptop',
          body: 'We will build an agent together.\n\nSee you!',
        },
      },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data.delivery).toEqual({ queued: 1, sent: 0, failed: 0 });
    // Nothing leaves inside the request: the queue sends it.
    expect(await mailsTo(booked.user.email, before)).toEqual([]);
    await t.app.jobs.drain();

    const [mail] = await mailsTo(booked.user.email, before);
    expect(mail?.subject).toBe('Bring a laptop (Prompt engineering)');
    expect(mail?.text).toContain('We will build an agent together.\n\nSee you!');
    expect(mail?.replyTo).toContain(`<${fixture.coach.email}>`);
    expect(await mailsTo(waiting.email, before)).toEqual([]);
    const bell = await bellOf(booked.headers);
    expect(bell[0]).toMatchObject({ kind: 'announcement', title: 'Bring a laptop (Prompt engineering)' });
    expect(bell[0]?.body).toContain('We will build an agent together.');
    expect(await bellOf(await bearerFor(t.db.knex, waiting))).toEqual([]);

    const recipients = await t.app.json<{ data: Array<Record<string, unknown>> }>(
      `/v1/workshop-schedules/${schedule.id}/announcements/${sent.body.data.id}/recipients`,
      { headers: coachHeaders },
    );
    expect(recipients.body.data).toMatchObject([
      { email: booked.user.email, status: 'SENT', mailed: true, inApp: true, error: null },
    ]);
    const list = await t.app.json<{ data: Array<{ delivery: Record<string, number> }> }>(
      `/v1/workshop-schedules/${schedule.id}/announcements`,
      { headers: coachHeaders },
    );
    expect(list.body.data[0]?.delivery).toEqual({ queued: 0, sent: 1, failed: 0 });

    const toLine = await t.app.json(`/v1/workshop-schedules/${schedule.id}/announcements`, {
      method: 'POST',
      headers: coachHeaders,
      json: { audience: 'WAITLIST', subject: 'A seat may free up', body: 'Hold on.' },
    });
    expect(toLine.status).toBe(201);
    const next = (await outbox(t.app)).length;
    await t.app.jobs.drain();
    expect((await mailsTo(waiting.email, next)).map((m) => m.subject)).toEqual([
      'A seat may free up (Prompt engineering)',
    ]);
    expect(await mailsTo(booked.user.email, next)).toEqual([]);
  });

  it('refuses an empty audience and a member who does not lead the session', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 0 });
    const coachHeaders = { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
    const empty = await t.app.json<{ errors: Record<string, string[]> }>(
      `/v1/workshop-schedules/${fixture.schedule.id}/announcements`,
      { method: 'POST', headers: coachHeaders, json: { audience: 'PAID', subject: 'Hello', body: 'Hi' } },
    );
    expect(empty.status).toBe(422);
    expect(empty.body.errors.audience).toEqual(['Nobody is in this audience yet.']);
    expect(await t.db.knex('announcements').where({ workshopScheduleId: fixture.schedule.id })).toEqual([]);

    const member = await createUser(t.db.knex, { tenants: [fixture.team] });
    const refused = await t.app.json(`/v1/workshop-schedules/${fixture.schedule.id}/announcements`, {
      method: 'POST',
      headers: { ...(await bearerFor(t.db.knex, member)), 'X-Team': fixture.team.slug },
      json: { audience: 'ALL', subject: 'Hello', body: 'Hi' },
    });
    expect(refused.status).toBe(403);
  });

  it('a resource marked broadcast announces itself to the paid attendees', async () => {
    const { booked, schedule, team, coachHeaders } = await confirmedBooking();
    await t.app.jobs.drain();
    const { workshopId } = await WorkshopSchedule.forTenant(team.id, t.db.knex)
      .findById(schedule.id)
      .throwIfNotFound();
    const before = (await outbox(t.app)).length;
    const added = await t.app.json(`/v1/workshops/${workshopId}/resources`, {
      method: 'POST',
      headers: coachHeaders,
      json: { title: 'Slides', type: 'link', url: 'https://example.com/slides', isBroadcast: true },
    });
    expect(added.status).toBe(201);
    await t.app.jobs.drain();
    expect((await mailsTo(booked.user.email, before)).map((mail) => mail.subject)).toEqual([
      'New resource: Slides (Prompt engineering)',
    ]);
  });
});
