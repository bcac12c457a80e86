import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { WAITLIST_MESSAGES } from '../../contract/index.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

interface EntryAnswer {
  errors: Record<string, string[]>;
  data: { id: string; status: string; seats: number; place: number | null; username: string };
}
interface EntriesAnswer {
  data: Array<EntryAnswer['data']>;
  meta: { total: number; perPage: number };
}

/** A schedule of `maxSeats` seats, all of them booked. */
async function fullSchedule(maxSeats = 1) {
  const fixture = await createSchedule(t.db.knex, { maxSeats });
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, maxSeats);
  expect(booked.status).toBe(201);
  return { ...fixture, booking: booked };
}

/** A new person joins the line of `scheduleId` for `seats` seats. */
async function join(scheduleId: string, seats = 1) {
  const user = await createUser(t.db.knex);
  const headers = await bearerFor(t.db.knex, user);
  const res = await t.app.json<EntryAnswer>('/v1/waitlist-entries', {
    method: 'POST',
    headers,
    json: { workshopScheduleId: scheduleId, seats },
  });
  return { ...res, user, headers };
}

describe('joining a waitlist', () => {
  it('is only for a schedule full for the seats asked, once per person', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 3 });
    await book(t.app, t.db.knex, schedule.id, 2);
    const free = await join(schedule.id, 1);
    expect(free.status).toBe(422);
    expect(free.body.errors.seats).toEqual([WAITLIST_MESSAGES.seatsFree]);

    const joined = await join(schedule.id, 2);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.data).toMatchObject({ status: 'WAITING', seats: 2, place: 1 });

    const again = await t.app.json<EntryAnswer>('/v1/waitlist-entries', {
      method: 'POST',
      headers: joined.headers,
      json: { workshopScheduleId: schedule.id, seats: 3 },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.workshopScheduleId).toEqual([WAITLIST_MESSAGES.already]);
  });

  it('answers a private schedule the person may not reach as an unknown one', async () => {
    const { schedule, team } = await fullSchedule();
    await WorkshopSchedule.forTenant(team.id, t.db.knex)
      .findById(schedule.id)
      .patch({ visibility: 'PRIVATE' });
    const joined = await join(schedule.id);
    expect(joined.status).toBe(422);
    expect(joined.body.errors.workshopScheduleId).toEqual(['The selected workshop schedule is invalid.']);
  });
});

describe('places in the line', () => {
  it('tells each person their place, which moves up when someone ahead leaves', async () => {
    const { schedule } = await fullSchedule();
    const first = await join(schedule.id);
    const second = await join(schedule.id);
    const third = await join(schedule.id);
    expect([first, second, third].map((j) => j.body.data.place)).toEqual([1, 2, 3]);

    const left = await t.app.json(`/v1/waitlist-entries/${first.body.data.id}`, {
      method: 'DELETE',
      headers: first.headers,
    });
    expect(left.status).toBe(204);

    const mine = await t.app.json<EntriesAnswer>('/v1/waitlist-entries', { headers: third.headers });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ id: third.body.data.id, place: 2 });

    const firstMine = await t.app.json<EntriesAnswer>('/v1/waitlist-entries', { headers: first.headers });
    expect(firstMine.body.data[0]).toMatchObject({ status: 'LEFT', place: null });
    // Out of the line, a person may join it again, at its end.
    const rejoined = await t.app.json<EntryAnswer>('/v1/waitlist-entries', {
      method: 'POST',
      headers: first.headers,
      json: { workshopScheduleId: schedule.id, seats: 1 },
    });
    expect(rejoined.body.data.place).toBe(3);
  });

  it("keeps others' entries from anyone but their person", async () => {
    const { schedule } = await fullSchedule();
    const joined = await join(schedule.id);
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const left = await t.app.json(`/v1/waitlist-entries/${joined.body.data.id}`, {
      method: 'DELETE',
      headers: stranger,
    });
    expect(left.status).toBe(404);
    const theirs = await t.app.json<EntriesAnswer>('/v1/waitlist-entries', { headers: stranger });
    expect(theirs.body.data).toEqual([]);
  });
});

describe("the coach's waitlist of a schedule", () => {
  it('lists the line in order, pages of 10, to the coach and the team owner, not to another member', async () => {
    const { schedule, team, coach } = await fullSchedule();
    const joined = [];
    for (let i = 0; i < 11; i++) joined.push(await join(schedule.id));
    await t.app.json(`/v1/waitlist-entries/${joined[0]?.body.data.id}`, {
      method: 'DELETE',
      headers: joined[0]?.headers,
    });
    const path = `/v1/workshop-schedules/${schedule.id}/waitlist`;
    const asCoach = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
    const page = await t.app.json<EntriesAnswer>(path, { headers: asCoach });
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ total: 10, perPage: 10 });
    expect(page.body.data.map((e) => e.id)).toEqual(joined.slice(1).map((j) => j.body.data.id));
    expect(page.body.data.map((e) => e.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const owner = await createUser(t.db.knex, { tenants: [{ tenant: team, role: 'owner' }] });
    const asOwner = { ...(await bearerFor(t.db.knex, owner)), 'X-Team': team.slug };
    expect((await t.app.json(path, { headers: asOwner })).status).toBe(200);

    const member = await createUser(t.db.knex, { tenants: [team], roles: ['coach'] });
    const asMember = { ...(await bearerFor(t.db.knex, member)), 'X-Team': team.slug };
    expect((await t.app.json(path, { headers: asMember })).status).toBe(403);
  });
});
