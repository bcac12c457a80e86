import { ANSWER_REQUIRED_MESSAGE, WAITLIST_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { type EntriesAnswer, type EntryAnswer, waitlistFixtures } from '../../../test/waitlist-fixtures.ts';
import { checkSeatLedger } from '../../bookings/seat-ledger-check.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

const { fullSchedule, join, mine, claim, runOffers, freeSeats } = waitlistFixtures(t);

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
    const shown = await t.app.json(`/v1/waitlist-entries/${joined.body.data.id}`, { headers: stranger });
    expect(shown.status).toBe(404);
  });

  it('shows a person their entry with the session it waits for and its price', async () => {
    const { schedule } = await fullSchedule();
    await join(schedule.id);
    const joined = await join(schedule.id, 1);
    const shown = await t.app.json<EntryAnswer>(`/v1/waitlist-entries/${joined.body.data.id}`, {
      headers: joined.headers,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      ...joined.body.data,
      workshopId: schedule.workshopId,
      workshopTitle: 'Prompt engineering',
      startDate: schedule.startDate.toISOString(),
      price: 10,
      currency: 'USD',
      place: 2,
    });
    const listed = await t.app.json<EntriesAnswer>('/v1/waitlist-entries', { headers: joined.headers });
    expect(listed.body.data).toEqual([shown.body.data]);
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

describe('offers of freed seats', () => {
  it('offers a freed seat to the first whose request fits, passes a lapsed or declined offer on', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 2 });
    const cancelled = await book(t.app, t.db.knex, schedule.id, 1);
    await book(t.app, t.db.knex, schedule.id, 1);
    const two = await join(schedule.id, 2);
    const first = await join(schedule.id, 1);
    const second = await join(schedule.id, 1);

    await freeSeats(cancelled);
    await runOffers();
    // The 2-seat request does not fit one free seat: the next in line gets it, held for them.
    expect(await mine(two.headers)).toMatchObject({ status: 'WAITING', place: 1 });
    const offered = await mine(first.headers);
    expect(offered).toMatchObject({ status: 'OFFERED', place: 2 });
    expect(await mine(second.headers)).toMatchObject({ status: 'WAITING', place: 3 });
    const mail = await lastMailTo(t.app, first.user.email);
    expect(mail.text).toContain(`/waitlist/${first.body.data.id}`);
    expect(mail.text).not.toContain('/b/waitlist/');
    // The bell holds the offer too, with its deadline, and leads to the claim.
    const bell = await t.app.json<{ data: Array<{ kind: string; body: string; url: string }> }>(
      '/v1/user/notifications',
      { headers: first.headers },
    );
    expect(bell.body.data[0]).toMatchObject({ kind: 'waitlist', url: `/waitlist/${first.body.data.id}` });
    expect(bell.body.data[0]?.body).toMatch(
      /are held for you until \w{3}, \w{3} \d+, \d{4}, \d+:\d{2} [AP]M UTC\./,
    );
    const stranger = await book(t.app, t.db.knex, schedule.id, 1);
    expect(stranger.status).toBe(409);

    // Lapsed: the seat passes to the next who fits.
    await runOffers({ lapse: true });
    expect(await mine(first.headers)).toMatchObject({ status: 'EXPIRED', place: null });
    expect((await claim(first.body.data.id, first.headers)).status).toBe(422);
    expect(await mine(second.headers)).toMatchObject({ status: 'OFFERED', place: 2 });

    // Declined: nobody left fits, so the seat is free again.
    const declined = await t.app.json(`/v1/waitlist-entries/${second.body.data.id}/decline`, {
      method: 'POST',
      headers: second.headers,
    });
    expect(declined.status).toBe(204);
    await runOffers();
    expect(await mine(two.headers)).toMatchObject({ status: 'WAITING', place: 1 });
    expect((await book(t.app, t.db.knex, schedule.id, 1)).status).toBe(201);
    expect((await checkSeatLedger(t.db.knex, schedule.id)).every((s) => s.balanced)).toBe(true);
  });

  it('offers seats of a raised capacity', async () => {
    const { schedule, team, coach } = await fullSchedule();
    const waiting = await join(schedule.id, 2);
    const asCoach = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
    const raised = await t.app.json(`/v1/workshops/${schedule.workshopId}`, {
      method: 'PATCH',
      headers: asCoach,
      json: { maxSeats: 3, waitlistOfferHours: 2 },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    await runOffers();
    const offered = await mine(waiting.headers);
    expect(offered).toMatchObject({ status: 'OFFERED' });
    // The coach's 2 hours, not the default 12.
    const lasts = new Date(offered?.offerExpiresAt ?? 0).getTime() - Date.now();
    expect(lasts).toBeGreaterThan(110 * 60_000);
    expect(lasts).toBeLessThanOrEqual(120 * 60_000);
  });

  it('answers the claim with the booking holding the seats, the same one each time', async () => {
    const { schedule, booking } = await fullSchedule();
    const waiting = await join(schedule.id);
    await freeSeats(booking);
    await runOffers();
    const claimed = await claim(waiting.body.data.id, waiting.headers);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.data).toMatchObject({ status: 'PENDING', seats: 1 });
    expect((await claim(waiting.body.data.id, waiting.headers)).body.data.id).toBe(claimed.body.data.id);
    expect(await mine(waiting.headers)).toMatchObject({ status: 'CLAIMED', bookingId: claimed.body.data.id });
  });

  it('asks the workshop’s booking questions when the offer is claimed', async () => {
    const { schedule, booking, team, coach } = await fullSchedule();
    const set = await t.app.json<{ data: Array<{ id: string }> }>(
      `/v1/workshops/${schedule.workshopId}/questions`,
      {
        method: 'PUT',
        headers: { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug },
        json: { questions: [{ kind: 'short_text', label: 'Company', required: true }] },
      },
    );
    const company = set.body.data[0]?.id ?? '';
    const waiting = await join(schedule.id);
    await freeSeats(booking);
    await runOffers();
    const blank = await claim(waiting.body.data.id, waiting.headers);
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ [`answers.${company}`]: [ANSWER_REQUIRED_MESSAGE] });
    expect(await mine(waiting.headers)).toMatchObject({ status: 'OFFERED' });
    const claimed = await claim(waiting.body.data.id, waiting.headers, { answers: { [company]: 'Acme' } });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.answers).toMatchObject([
      { questionId: company, label: 'Company', value: 'Acme' },
    ]);
  });
});

describe('fairness', () => {
  it('with 20 people claiming one freed seat at once, makes exactly one booking', async () => {
    const { schedule, booking } = await fullSchedule();
    const line = [];
    for (let i = 0; i < 20; i++) line.push(await join(schedule.id));
    await freeSeats(booking);
    await runOffers();
    const claims = await Promise.all(line.map((j) => claim(j.body.data.id, j.headers)));
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.status === 422)).toHaveLength(19);
    expect(claims[0]?.status).toBe(200);
    const live = await t.db
      .knex('bookings')
      .where({ workshop_schedule_id: schedule.id })
      .whereNot('status', 'CANCELLED')
      .where('seats_held', '>', 0);
    expect(live).toHaveLength(1);
    expect((await checkSeatLedger(t.db.knex, schedule.id)).every((s) => s.balanced)).toBe(true);
  });
});
