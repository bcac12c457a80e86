import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';

const t = useApiTest();

const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => ({
    uid: new ICAL.Event(vevent).uid,
    status: String(vevent.getFirstPropertyValue('status')),
  }));

/** A new client's CONFIRMED booking of `seats` seats of a new free schedule, with the schedule's fixture. */
async function confirmedBooking(seats: number) {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 0 });
  const booking = await book(t.app, t.db.knex, fixture.schedule.id, seats);
  await t.app.json(`/v1/bookings/${booking.body.data.id}`, {
    method: 'PATCH',
    headers: booking.headers,
    json: { status: 'CONFIRMED' },
  });
  return { ...fixture, booking };
}

describe('my calendar feed', () => {
  it('lists the sessions I booked at a secret address, cancelled ones marked, and can be turned off', async () => {
    const { booking: mine, ...confirmed } = await confirmedBooking(1);
    const held = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 0 });
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

  it("lists the sessions of the seats I accepted in others' bookings", async () => {
    const { booking: booked, ...fixture } = await confirmedBooking(2);
    const friend = await createUser(t.db.knex);
    const holder = await bearerFor(t.db.knex, friend);
    const seat = await t.app.json<{ data: { id: string } }>('/v1/booking-seats', {
      method: 'POST',
      headers: booked.headers,
      json: { bookingId: booked.body.data.id, email: friend.email },
    });
    const feed = await t.app.json<{ data: { url: string } }>('/v1/user/calendar-feed', {
      method: 'POST',
      headers: holder,
    });
    const read = async () =>
      eventsOf(await (await t.app.request(new URL(feed.body.data.url).pathname)).text());
    // An invitation not yet answered is not a session of mine.
    expect(await read()).toEqual([]);
    await t.app.json(`/v1/booking-seats/${seat.body.data.id}`, {
      method: 'PATCH',
      headers: holder,
      json: { status: 'ACCEPTED' },
    });
    expect(await read()).toEqual([{ uid: `${fixture.schedule.id}@exceed`, status: 'CONFIRMED' }]);
  });
});
