import { DEFAULT_MEETING_OPENS_MINUTES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { paidBooking } from '../../test/payment-fixtures.ts';
import { Tenant } from '../models/tenant.ts';

const t = useApiTest();

const MINUTE = 60_000;
const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/Exceed-[0-9a-f]{32}$/;

interface CoachSession {
  id: string;
  meetingUrl: string | null;
}
interface BookingSession {
  meeting: { url: string | null; opensAt: string };
}

/** A published online schedule two days ahead, its coach's headers, and a way to read it as them. */
async function onlineSchedule() {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10 });
  const headers = { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
  const path = `/v1/workshop-schedules/${fixture.schedule.id}`;
  const sessionsOf = async (as = headers) =>
    (await t.app.json<{ data: { sessions: CoachSession[] } }>(path, { headers: as })).body.data.sessions;
  return { ...fixture, headers, path, sessionsOf };
}

const bookedSessions = async (id: string, headers: Record<string, string>) =>
  (
    await t.app.json<{ data: { workshopSchedule: { sessions: BookingSession[] } } }>(`/v1/bookings/${id}`, {
      headers,
    })
  ).body.data.workshopSchedule.sessions;

describe('meeting links of online sessions', () => {
  it('gives each online session a Jitsi room its coach reads, and its confirmed attendee only once it opens', async () => {
    const { schedule, team, coach, headers, path, sessionsOf } = await onlineSchedule();
    const [first] = await sessionsOf();
    expect(first?.meetingUrl).toMatch(JITSI_ROOM);
    expect((await sessionsOf())[0]?.meetingUrl).toBe(first?.meetingUrl);

    // Another member of the team reads the schedule, not its link.
    const member = await createUser(t.db.knex, { tenants: [team] });
    const memberHeaders = { ...(await bearerFor(t.db.knex, member)), 'X-Team': team.slug };
    expect((await sessionsOf(memberHeaders))[0]?.meetingUrl).toBeNull();

    // Two days ahead, the attendee is told when it opens, and no link.
    const booking = await paidBooking(t.app, t.db.knex, 1, { schedule, team, coach });
    const [ahead] = await bookedSessions(booking.id, booking.headers);
    expect(ahead?.meeting).toEqual({
      url: null,
      opensAt: new Date(schedule.startDate.getTime() - DEFAULT_MEETING_OPENS_MINUTES * MINUTE).toISOString(),
    });

    // Ten minutes before it starts the link is open to them; an unpaid booker of the same session never.
    const soon = Date.now() + 10 * MINUTE;
    const moved = await t.app.json(path, {
      method: 'PATCH',
      headers,
      json: { startDate: new Date(soon).toISOString(), endDate: new Date(soon + 60 * MINUTE).toISOString() },
    });
    expect(moved.status).toBe(200);
    expect((await bookedSessions(booking.id, booking.headers))[0]?.meeting.url).toBe(first?.meetingUrl);
    const unpaid = await book(t.app, t.db.knex, schedule.id, 1);
    expect((await bookedSessions(unpaid.body.data.id, unpaid.headers))[0]?.meeting.url).toBeNull();

    // No public answer carries it.
    for (const publicPath of [
      `/v1/public/workshop-schedules/${schedule.id}`,
      '/v1/public/workshop-schedules?perPage=100',
      `/v1/public/workshops/${schedule.workshopId}`,
      `/v1/public/workshops/${schedule.workshopId}/calendar.ics`,
    ]) {
      const answer = await t.app.request(publicPath);
      expect(answer.status, publicPath).toBe(200);
      expect(await answer.text(), publicPath).not.toContain('meet.jit.si');
    }
  });

  it("takes the coach's own link, makes none for a team of own links or a session in person", async () => {
    const { schedule, headers, path, sessionsOf } = await onlineSchedule();
    const own = 'https://zoom.example/j/123456';
    const changed = await t.app.json(`${path}/sessions/${schedule.id}`, {
      method: 'PATCH',
      headers,
      json: { meetingUrl: own },
    });
    expect(changed.status).toBe(200);
    expect((await sessionsOf())[0]?.meetingUrl).toBe(own);
    const refused = await t.app.json<{ errors: Record<string, string[]> }>(
      `${path}/sessions/${schedule.id}`,
      {
        method: 'PATCH',
        headers,
        json: { meetingUrl: 'http://insecure.example/room' },
      },
    );
    expect(refused.body.errors).toEqual({ meetingUrl: ['Please enter a link that starts with https://'] });

    await Tenant.query(t.db.knex).findById(schedule.tenantId).patch({ meetingProvider: 'OWN_LINKS' });
    await t.app.json(`${path}/sessions/series`, { method: 'POST', headers, json: { count: 1 } });
    expect((await sessionsOf()).map((session) => session.meetingUrl)).toEqual([own, null]);

    const inPerson = await onlineSchedule();
    await t.app.json(inPerson.path, {
      method: 'PATCH',
      headers: inPerson.headers,
      json: { mode: 'IN-PERSON' },
    });
    expect((await inPerson.sessionsOf())[0]?.meetingUrl).toBeNull();
  });
});
