import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

interface FeedbackAnswer {
  errors: Record<string, string[]>;
  data: { id: string; rating: number; username: string };
}

/** A session that has started, with a COMPLETED booking, a CONFIRMED one, and an attended guest seat. */
async function pastSession() {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 0 });
  const coach = await bearerFor(t.db.knex, fixture.coach);
  const patch = (path: string, headers: Record<string, string>, json: unknown) =>
    t.app.json(path, { method: 'PATCH', headers, json });
  const completed = await book(t.app, t.db.knex, fixture.schedule.id, 2);
  const confirmed = await book(t.app, t.db.knex, fixture.schedule.id, 1);
  for (const booking of [completed, confirmed]) {
    await patch(`/v1/bookings/${booking.body.data.id}`, booking.headers, { status: 'CONFIRMED' });
  }
  const guest = await createUser(t.db.knex);
  const guestHeaders = await bearerFor(t.db.knex, guest);
  const seat = await t.app.json<{ data: { id: string } }>('/v1/booking-seats', {
    method: 'POST',
    headers: completed.headers,
    json: { bookingId: completed.body.data.id, userId: guest.id },
  });
  await patch(`/v1/booking-seats/${seat.body.data.id}`, guestHeaders, { status: 'ACCEPTED' });
  await patch(`/v1/booking-seats/${seat.body.data.id}`, coach, { attended: true });
  const rate = (headers: Record<string, string>, rating: number, comment?: string) =>
    t.app.json<FeedbackAnswer>('/v1/feedbacks', {
      method: 'POST',
      headers,
      json: { workshopScheduleId: fixture.schedule.id, rating, comment },
    });
  // Before the session, nobody can have attended it.
  expect((await rate(completed.headers, 5)).status).toBe(422);
  await WorkshopSchedule.forTenant(fixture.team.id, t.db.knex)
    .findById(fixture.schedule.id)
    .patch({ startDate: new Date(Date.now() - 7_200_000), endDate: new Date(Date.now() - 3_600_000) });
  await patch(`/v1/bookings/${completed.body.data.id}`, coach, { status: 'COMPLETED' });
  return { ...fixture, coachHeaders: coach, completed, confirmed, guestHeaders, rate };
}

describe('feedbacks', () => {
  it('lets those who attended rate a session once, from 1 to 5', async () => {
    const { completed, confirmed, guestHeaders, rate } = await pastSession();
    expect((await rate(confirmed.headers, 4)).body.errors).toEqual({
      workshopScheduleId: ['Only people who attended this session can rate it.'],
    });
    expect((await rate(completed.headers, 6)).body.errors).toEqual({
      rating: ['Rating must be a whole number from 1 to 5.'],
    });
    const rated = await rate(completed.headers, 5, '  Clear and practical.  ');
    expect(rated.status).toBe(201);
    expect(rated.body.data).toMatchObject({ rating: 5, comment: 'Clear and practical.' });
    expect((await rate(completed.headers, 4)).body.errors).toEqual({
      workshopScheduleId: ['You have already rated this session.'],
    });
    expect((await rate(guestHeaders, 4)).status).toBe(201);
  });

  it('shows the coach the feedbacks of their sessions, and the public the average', async () => {
    const { completed, guestHeaders, rate, coach, coachHeaders, team } = await pastSession();
    await rate(completed.headers, 5);
    await rate(guestHeaders, 4);
    const teamView = await t.app.json<{ data: Array<{ rating: number }> }>('/v1/feedbacks?view=team', {
      headers: { ...coachHeaders, 'X-Team': team.slug },
    });
    expect(teamView.body.data.map((feedback) => feedback.rating).sort()).toEqual([4, 5]);
    const colleague = await createUser(t.db.knex, { tenants: [team], roles: ['coach'] });
    const theirs = await t.app.json<{ data: unknown[] }>('/v1/feedbacks?view=team', {
      headers: { ...(await bearerFor(t.db.knex, colleague)), 'X-Team': team.slug },
    });
    expect(theirs.body.data).toEqual([]);
    const mine = await t.app.json<{ data: Array<{ rating: number }> }>('/v1/feedbacks', {
      headers: guestHeaders,
    });
    expect(mine.body.data.map((feedback) => feedback.rating)).toEqual([4]);
    const profile = await t.app.json<{ data: { rating: { average: number; count: number } } }>(
      `/v1/public/users/${coach.id}`,
    );
    expect(profile.body.data.rating).toEqual({ average: 4.5, count: 2 });
  });

  it("shows a coach's feedbacks on their public page, newest first, without the raters' accounts", async () => {
    const { completed, guestHeaders, rate, coach, schedule } = await pastSession();
    await rate(completed.headers, 5, 'Clear and practical.');
    await rate(guestHeaders, 3);
    type Page = { data: Array<Record<string, unknown>>; meta: { total: number } };
    const shown = await t.app.json<Page>(`/v1/public/users/${coach.username}/feedbacks`);
    expect(shown.status).toBe(200);
    expect(shown.body.meta.total).toBe(2);
    expect(shown.body.data.map(({ rating, comment }) => ({ rating, comment }))).toEqual([
      { rating: 3, comment: null },
      { rating: 5, comment: 'Clear and practical.' },
    ]);
    expect(shown.body.data[1]).toMatchObject({ reviewer: 'Test U.', workshopTitle: expect.any(String) });
    expect(Object.keys(shown.body.data[0] ?? {}).sort()).toEqual([
      'comment',
      'createdAt',
      'id',
      'rating',
      'reviewer',
      'workshopTitle',
    ]);
    // A deleted session's ratings stand; someone who is not a public coach has no page.
    await WorkshopSchedule.forTenant(schedule.tenantId, t.db.knex)
      .findById(schedule.id)
      .patch({ deletedAt: new Date() });
    expect((await t.app.json<Page>(`/v1/public/users/${coach.id}/feedbacks`)).body.meta.total).toBe(2);
    const client = await createUser(t.db.knex);
    expect((await t.app.json(`/v1/public/users/${client.username}/feedbacks`)).status).toBe(404);
  });

  it('lists the best rated coaches first when asked for the top ones', async () => {
    const { completed, guestHeaders, rate, coach } = await pastSession();
    await rate(completed.headers, 5);
    await rate(guestHeaders, 4);
    // First by name, but never rated.
    const unrated = await createUser(t.db.knex, { roles: ['coach'], firstName: 'Aaron' });
    type Page = { data: Array<{ id: string; rating: { average: number | null } }> };
    const ids = async (sort: string) =>
      (await t.app.json<Page>(`/v1/public/users?perPage=100&sort=${sort}`)).body.data.map((user) => user.id);
    const top = await ids('top');
    expect(top.indexOf(coach.id)).toBeLessThan(top.indexOf(unrated.id));
    const byName = await ids('name');
    expect(byName.indexOf(unrated.id)).toBeLessThan(byName.indexOf(coach.id));
    const wrong = await t.app.json<{ errors: Record<string, string[]> }>('/v1/public/users?sort=best');
    expect(wrong.body.errors).toEqual({ sort: ['Sort must be one of: name, top.'] });
  });
});
