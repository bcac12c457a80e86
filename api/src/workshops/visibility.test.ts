import type { Visibility } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/** The visibility rule (workshops/visibility.ts) through every door: list, show, quote, book. */
const t = useApiTest();

async function scheduleWith(visibility: Visibility) {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 5 });
  await WorkshopSchedule.forTenant(fixture.team.id, t.db.knex)
    .findById(fixture.schedule.id)
    .patch({ visibility });
  return fixture;
}

const show = (id: string, headers: Record<string, string> = {}) =>
  t.app.json(`/v1/public/workshop-schedules/${id}`, { headers });

const quote = (workshopScheduleId: string, headers: Record<string, string> = {}) =>
  t.app.json<{ errors?: Record<string, string[]> }>('/v1/public/payments/payment-intent', {
    method: 'POST',
    headers,
    json: { workshopScheduleId, seats: 1 },
  });

const listed = async (coachId: string) =>
  (
    await t.app.json<{ data: Array<{ id: string }> }>(`/v1/public/workshop-schedules?coach=${coachId}`)
  ).body.data.map((item) => item.id);

const unknownSchedule = { workshopScheduleId: ['The selected workshop schedule is invalid.'] };

describe('visibility', () => {
  it('PUBLIC is listed, shown, quoted and booked by anyone', async () => {
    const { coach, schedule } = await scheduleWith('PUBLIC');
    expect(await listed(coach.id)).toEqual([schedule.id]);
    expect((await show(schedule.id)).status).toBe(200);
    expect((await quote(schedule.id)).status).toBe(200);
    expect((await book(t.app, t.db.knex, schedule.id, 1)).status).toBe(201);
  });

  it('UNLISTED is not listed, but anyone with the link sees, quotes and books it', async () => {
    const { coach, schedule } = await scheduleWith('UNLISTED');
    expect(await listed(coach.id)).toEqual([]);
    expect((await show(schedule.id)).status).toBe(200);
    expect((await quote(schedule.id)).status).toBe(200);
    expect((await book(t.app, t.db.knex, schedule.id, 1)).status).toBe(201);
  });

  it('PRIVATE is hidden from outsiders as if it did not exist', async () => {
    const { coach, schedule } = await scheduleWith('PRIVATE');
    const outsider = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect(await listed(coach.id)).toEqual([]);
    expect((await show(schedule.id)).status).toBe(404);
    expect((await show(schedule.id, outsider)).status).toBe(404);
    expect(await quote(schedule.id)).toMatchObject({ status: 422, body: { errors: unknownSchedule } });
    expect(await quote(schedule.id, outsider)).toMatchObject({
      status: 422,
      body: { errors: unknownSchedule },
    });
    expect(await book(t.app, t.db.knex, schedule.id, 1)).toMatchObject({
      status: 422,
      body: { errors: unknownSchedule },
    });
  });

  it("PRIVATE is open to the team's members and to the people invited to it", async () => {
    const { team, schedule } = await scheduleWith('PRIVATE');
    const member = await createUser(t.db.knex, { tenants: [team] });
    const memberHeaders = await bearerFor(t.db.knex, member);
    expect((await show(schedule.id, memberHeaders)).status).toBe(200);
    expect((await quote(schedule.id, memberHeaders)).status).toBe(200);
    const booked = await book(t.app, t.db.knex, schedule.id, 2, member);
    expect(booked.status).toBe(201);

    // Invited by address to a seat of the member's booking: let in, though not in the team.
    const guest = await createUser(t.db.knex);
    const guestHeaders = await bearerFor(t.db.knex, guest);
    expect((await show(schedule.id, guestHeaders)).status).toBe(404);
    await BookingSeat.forTenant(team.id, t.db.knex).insert({
      bookingId: booked.body.data.id,
      email: guest.email.toUpperCase(),
      inviterId: member.id,
      status: 'PENDING',
      attended: false,
      meta: {},
    });
    expect((await show(schedule.id, guestHeaders)).status).toBe(200);
    expect((await quote(schedule.id, guestHeaders)).status).toBe(200);
    expect((await book(t.app, t.db.knex, schedule.id, 1, guest)).status).toBe(201);
  });

  it('lists only PUBLIC schedules in a workshop’s calendar feed', async () => {
    const { team, schedule } = await scheduleWith('UNLISTED');
    const feed = await t.app.request(`/v1/public/workshops/${schedule.workshopId}/calendar.ics`);
    expect(await feed.text()).not.toContain(schedule.id);
    await WorkshopSchedule.forTenant(team.id, t.db.knex)
      .findById(schedule.id)
      .patch({ visibility: 'PUBLIC' });
    const listedFeed = await t.app.request(`/v1/public/workshops/${schedule.workshopId}/calendar.ics`);
    expect(await listedFeed.text()).toContain(schedule.id);
  });
});
