import { formatSpan } from '@exceed/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

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

describe('teaching calendar feed', () => {
  const teachingEventsOf = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => ({
      uid: new ICAL.Event(vevent).uid,
      status: String(vevent.getFirstPropertyValue('status')),
      description: String(vevent.getFirstPropertyValue('description')),
      url: String(vevent.getFirstPropertyValue('url')),
    }));

  it('lists every session I teach, in every team, with its seats booked, and none I do not teach', async () => {
    const { booking, ...taught } = await confirmedBooking(3);
    const notMine = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 0 });
    // The same coach teaches in a second team too.
    const otherTeam = await createTenant(t.db.knex);
    const workshop = await Workshop.forTenant(otherTeam.id, t.db.knex).insert({
      coachId: taught.coach.id,
      title: 'Evaluation',
      slug: `evaluation-${otherTeam.slug}`,
      priceMinor: 0,
      maxSeats: 1,
      status: 'PUBLISHED',
    });
    const start = new Date(Date.now() + 5 * 86_400_000);
    const elsewhere = await WorkshopSchedule.forTenant(otherTeam.id, t.db.knex).insert({
      workshopId: workshop.id,
      coachId: taught.coach.id,
      startDate: start,
      endDate: new Date(start.getTime() + 3_600_000),
      status: 'PUBLISHED',
    });
    await t.db.knex('users').where({ id: taught.coach.id }).update({ timezone: 'Asia/Tokyo' });
    const coach = { ...(await bearerFor(t.db.knex, taught.coach)), 'X-Team': taught.team.slug };
    const feed = await t.app.json<{ data: { url: string } }>('/v1/user/teaching-calendar-feed', {
      method: 'POST',
      headers: coach,
    });
    const path = new URL(feed.body.data.url).pathname;
    expect(path).toMatch(/^\/v1\/calendar\/teaching\/[\w-]+\.ics$/);
    const read = async () => {
      const res = await t.app.request(path);
      return { status: res.status, events: res.status === 200 ? teachingEventsOf(await res.text()) : [] };
    };
    const { events } = await read();
    expect(events.map((event) => event.uid)).toEqual([
      `${taught.schedule.id}@exceed`,
      `${elsewhere.id}@exceed`,
    ]);
    expect(events.map((event) => event.uid)).not.toContain(`${notMine.schedule.id}@exceed`);
    expect(events[0]?.description).toContain('3 of 5 seats booked.');
    // The session's time in its own zone, by the one clock, with the coach's own beside it.
    expect(events[0]?.description).toContain(
      formatSpan(taught.schedule.startDate, taught.schedule.endDate, taught.schedule.timezone, {
        readerZone: 'Asia/Tokyo',
      }),
    );
    expect(events[0]?.description).toContain('your time)');
    expect(events[0]?.url).toMatch(new RegExp(`/c/workshops/${taught.schedule.workshopId}/calendar$`));
    expect(events[1]?.description).toContain('0 of 1 seat booked.');
    // The client's feed is another address: its secret does not open the teaching feed, nor the reverse.
    const bookings = await t.app.json<{ data: { url: string } }>('/v1/user/calendar-feed', {
      method: 'POST',
      headers: booking.headers,
    });
    const bookingsToken = new URL(bookings.body.data.url).pathname.replace(/^\/v1\/calendar\//, '');
    expect((await t.app.request(`/v1/calendar/teaching/${bookingsToken}`)).status).toBe(404);
    expect((await t.app.request(path.replace('/teaching', ''))).status).toBe(404);

    await t.app.json(`/v1/workshop-schedules/${taught.schedule.id}`, {
      method: 'PATCH',
      headers: coach,
      json: { status: 'CANCELLED' },
    });
    expect((await read()).events[0]).toMatchObject({
      uid: `${taught.schedule.id}@exceed`,
      status: 'CANCELLED',
    });
    // A new address voids the old one; turning the feed off voids every address.
    const again = await t.app.json<{ data: { url: string } }>('/v1/user/teaching-calendar-feed', {
      method: 'POST',
      headers: coach,
    });
    expect((await read()).status).toBe(404);
    expect((await t.app.request(new URL(again.body.data.url).pathname)).status).toBe(200);
    await t.app.json('/v1/user/teaching-calendar-feed', { method: 'DELETE', headers: coach });
    expect((await t.app.request(new URL(again.body.data.url).pathname)).status).toBe(404);
  });
});
