import { MAX_SESSIONS, SCHEDULE_END_BEFORE_START, SESSION_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { createSchedule, type ScheduleFixture } from '../../../test/booking-fixtures.ts';
import { bearerFor } from '../../../test/identity-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import { paidBooking } from '../../../test/payment-fixtures.ts';

const t = useApiTest();

interface Session {
  id: string;
  startDate: string;
  endDate: string;
  title: string | null;
  location?: string | null;
}

interface ScheduleAnswer {
  data: {
    id: string;
    startDate: string;
    endDate: string;
    sessionCount: number;
    cadence: string | null;
    sessions: Session[];
    abilities: { editSessions: boolean };
  };
  errors?: Record<string, string[]>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The fixture's published schedule (two days ahead, one hour), with its coach's headers. */
async function cohort(fixture?: ScheduleFixture) {
  const made = fixture ?? (await createSchedule(t.db.knex, { maxSeats: 10 }));
  const headers = { ...(await bearerFor(t.db.knex, made.coach)), 'X-Team': made.team.slug };
  const path = `/v1/workshop-schedules/${made.schedule.id}`;
  return { ...made, headers, path };
}

describe('sessions within a schedule', () => {
  it('a schedule starts with one session of its own id; a weekly series makes it a cohort one booking buys whole', async () => {
    const { schedule, headers, path, team, coach } = await cohort();
    const shown = await t.app.json<ScheduleAnswer>(path, { headers });
    expect(shown.body.data.sessions).toEqual([
      {
        id: schedule.id,
        startDate: schedule.startDate.toISOString(),
        endDate: schedule.endDate.toISOString(),
        title: null,
        location: null,
        // An online session: its team's Jitsi room, made when its coach first reads it.
        meetingUrl: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Exceed-/),
      },
    ]);
    expect(shown.body.data).toMatchObject({
      sessionCount: 1,
      cadence: null,
      abilities: { editSessions: true },
    });

    const series = await t.app.json<ScheduleAnswer>(`${path}/sessions/series`, {
      method: 'POST',
      headers,
      json: { count: 3 },
    });
    expect(series.status).toBe(201);
    const { data } = series.body;
    // The fixture plans in UTC, so each week is seven times 24 hours.
    expect(
      data.sessions.map((session) => Date.parse(session.startDate) - schedule.startDate.getTime()),
    ).toEqual([0, 7 * DAY, 14 * DAY, 21 * DAY]);
    expect(data).toMatchObject({
      sessionCount: 4,
      cadence: 'WEEKLY',
      startDate: schedule.startDate.toISOString(),
      endDate: data.sessions[3]?.endDate,
    });

    // One booking, one payment: every session is in it, in the booking, the public page and the feed.
    const booking = await paidBooking(t.app, t.db.knex, 1, { schedule, team, coach });
    const read = await t.app.json<{ data: { workshopSchedule: { sessions: Session[] } } }>(
      `/v1/bookings/${booking.id}`,
      { headers: booking.headers },
    );
    expect(read.body.data.workshopSchedule.sessions.map((session) => session.id)).toEqual(
      data.sessions.map((session) => session.id),
    );
    const visitor = await t.app.json<{
      data: { sessionCount: number; cadence: string; sessions: Session[] };
    }>(`/v1/public/workshop-schedules/${schedule.id}`);
    expect(visitor.body.data).toMatchObject({ sessionCount: 4, cadence: 'WEEKLY' });
    expect(visitor.body.data.sessions).toHaveLength(4);
    const feed = await t.app.json<{ data: { url: string } }>('/v1/user/calendar-feed', {
      method: 'POST',
      headers: booking.headers,
    });
    const ics = await (await t.app.request(new URL(feed.body.data.url).pathname)).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(ics).toContain('Session 4 of 4');
    for (const session of data.sessions) expect(ics).toContain(`UID:${session.id}@exceed`);
  });

  it('tells the attendees when a session moves, is added or is cancelled, and never shows a session place in public', async () => {
    const { schedule, headers, path, team, coach } = await cohort();
    const booking = await paidBooking(t.app, t.db.knex, 1, { schedule, team, coach });
    const booker = (
      await t.app.json<{ data: { user: { email: string } } }>(`/v1/bookings/${booking.id}`, {
        headers: booking.headers,
      })
    ).body.data.user.email;
    await t.app.jobs.drain();
    const before = (await outbox(t.app)).length;

    const later = schedule.startDate.getTime() + 7 * DAY;
    const added = await t.app.json<ScheduleAnswer>(`${path}/sessions`, {
      method: 'POST',
      headers,
      json: {
        startDate: new Date(later).toISOString(),
        endDate: new Date(later + HOUR).toISOString(),
        title: 'Evaluation',
        location: 'https://meet.example/room-1',
      },
    });
    expect(added.status).toBe(201);
    const second = added.body.data.sessions[1];
    expect(second).toMatchObject({ title: 'Evaluation', location: 'https://meet.example/room-1' });

    const moved = await t.app.json<ScheduleAnswer>(`${path}/sessions/${second?.id}`, {
      method: 'PATCH',
      headers,
      json: {
        startDate: new Date(later + DAY).toISOString(),
        endDate: new Date(later + DAY + HOUR).toISOString(),
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.endDate).toBe(new Date(later + DAY + HOUR).toISOString());

    const cancelled = await t.app.request(`${path}/sessions/${second?.id}`, { method: 'DELETE', headers });
    expect(cancelled.status).toBe(204);
    const after = await t.app.json<ScheduleAnswer>(path, { headers });
    expect(after.body.data).toMatchObject({ sessionCount: 1, endDate: schedule.endDate.toISOString() });

    await t.app.jobs.drain();
    const mails = (await outbox(t.app)).slice(before).filter((mail) => mail.to === booker);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'New session of Prompt engineering',
      'New date for Prompt engineering',
      'Session cancelled: Prompt engineering',
    ]);
    expect(mails[0]?.text).toContain('A session of "Prompt engineering" ("Evaluation") has been added');
    expect(mails[2]?.text).toContain('The other sessions go ahead as planned.');

    const visitor = await t.app.request(`/v1/public/workshop-schedules/${schedule.id}`);
    expect(await visitor.text()).not.toContain('meet.example');
  });

  it('refuses overlapping sessions, an end before the start, too many, and cancelling the last one', async () => {
    const { schedule, headers, path } = await cohort();
    const start = schedule.startDate.getTime();
    const add = (from: number, to: number) =>
      t.app.json<ScheduleAnswer>(`${path}/sessions`, {
        method: 'POST',
        headers,
        json: { startDate: new Date(from).toISOString(), endDate: new Date(to).toISOString() },
      });
    expect((await add(start + HOUR / 2, start + 2 * HOUR)).body.errors).toEqual({
      startDate: [SESSION_MESSAGES.overlap],
    });
    expect((await add(start + DAY, start + DAY)).body.errors).toEqual({
      endDate: [SCHEDULE_END_BEFORE_START],
    });
    const tooMany = await t.app.json<ScheduleAnswer>(`${path}/sessions/series`, {
      method: 'POST',
      headers,
      json: { count: MAX_SESSIONS },
    });
    expect(tooMany.status).toBe(422);
    const last = await t.app.json<ScheduleAnswer>(`${path}/sessions/${schedule.id}`, {
      method: 'DELETE',
      headers,
    });
    expect(last.body.errors).toEqual({ status: [SESSION_MESSAGES.lastOne] });
    const unknown = await t.app.request(`${path}/sessions/${crypto.randomUUID()}`, {
      method: 'DELETE',
      headers,
    });
    expect(unknown.status).toBe(404);
  });

  it('moves a one-session schedule session with its dates, and a cohort only session by session', async () => {
    const { schedule, headers, path } = await cohort();
    const start = schedule.startDate.getTime() + DAY;
    const moved = await t.app.json<ScheduleAnswer>(path, {
      method: 'PATCH',
      headers,
      json: { startDate: new Date(start).toISOString(), endDate: new Date(start + HOUR).toISOString() },
    });
    expect(moved.body.data.sessions).toMatchObject([
      {
        id: schedule.id,
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + HOUR).toISOString(),
      },
    ]);
    await t.app.json(`${path}/sessions/series`, { method: 'POST', headers, json: { count: 1 } });
    const refused = await t.app.json<ScheduleAnswer>(path, {
      method: 'PATCH',
      headers,
      json: { startDate: new Date(start + HOUR).toISOString() },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ startDate: [SESSION_MESSAGES.several] });
  });
});
