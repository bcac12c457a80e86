import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor } from '../../../test/identity-fixtures.ts';

const t = useApiTest();

const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => ({
    uid: new ICAL.Event(vevent).uid,
    status: String(vevent.getFirstPropertyValue('status')),
  }));

describe('my calendar feed', () => {
  it('lists the sessions I booked at a secret address, cancelled ones marked, and can be turned off', async () => {
    const confirmed = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 0 });
    const held = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 0 });
    const mine = await book(t.app, t.db.knex, confirmed.schedule.id, 1);
    await t.app.json(`/v1/bookings/${mine.body.data.id}`, {
      method: 'PATCH',
      headers: mine.headers,
      json: { status: 'CONFIRMED' },
    });
    await book(t.app, t.db.knex, held.schedule.id, 1, mine.user);
    const feed = await t.app.json<{ data: { url: string } }>('/v1/user/calendar-feed', {
      method: 'POST',
      headers: mine.headers,
    });
    const path = new URL(feed.body.data.url).pathname;
    expect(path).toMatch(/^\/v1\/calendar\/[\w-]+\.ics$/);
    const read = async () => {
      const res = await t.app.request(path);
      return { status: res.status, events: res.status === 200 ? eventsOf(await res.text()) : [] };
    };
    // A PENDING hold is not a session to go to yet.
    expect((await read()).events).toEqual([{ uid: `${confirmed.schedule.id}@exceed`, status: 'CONFIRMED' }]);
    await t.app.json(`/v1/workshop-schedules/${confirmed.schedule.id}`, {
      method: 'PATCH',
      headers: { ...(await bearerFor(t.db.knex, confirmed.coach)), 'X-Team': confirmed.team.slug },
      json: { status: 'CANCELLED' },
    });
    expect((await read()).events).toEqual([{ uid: `${confirmed.schedule.id}@exceed`, status: 'CANCELLED' }]);
    // A new address voids the old one; turning the feed off voids every address.
    const again = await t.app.json<{ data: { url: string } }>('/v1/user/calendar-feed', {
      method: 'POST',
      headers: mine.headers,
    });
    expect((await read()).status).toBe(404);
    await t.app.json('/v1/user/calendar-feed', { method: 'DELETE', headers: mine.headers });
    expect((await t.app.request(new URL(again.body.data.url).pathname)).status).toBe(404);
  });
});
