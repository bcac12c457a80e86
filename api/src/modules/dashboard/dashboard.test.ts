import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { CoachProfile } from '../../models/coach-profile.ts';

const t = useApiTest();

interface Metrics {
  data: {
    client: {
      upcomingSessions: number;
      nextSession: { workshopTitle: string } | null;
      bookingsByStatus: Record<string, number>;
      seatsByStatus: Record<string, number>;
      spending: Array<{ currency: string; months: Array<{ month: string; amount: number }> }>;
    };
    coach: {
      upcomingSessions: number;
      bookingsByStatus: Record<string, number>;
      seatsSold: number;
      revenue: Array<{
        currency: string;
        months: Array<{ month: string; gross: number; platformFees: number; payout: number }>;
      }>;
      rating: { average: number | null; count: number };
      firstRun: { profile: boolean; payoutAccount: boolean | null; workshop: boolean; schedule: boolean };
    } | null;
  };
}

async function metrics(headers: Record<string, string>) {
  const res = await t.app.json<Metrics>('/v1/dashboard/metrics', { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('GET /v1/dashboard/metrics', () => {
  it('answers zeros for a new client, twelve months of money, and no coach side', async () => {
    const data = await metrics(await bearerFor(t.db.knex, await createUser(t.db.knex)));
    expect(data.coach).toBeNull();
    expect(data.client).toMatchObject({
      upcomingSessions: 0,
      nextSession: null,
      bookingsByStatus: { PENDING: 0, CONFIRMED: 0, CANCELLED: 0, COMPLETED: 0, NO_SHOW: 0 },
      seatsByStatus: { PENDING: 0, ACCEPTED: 0, DECLINED: 0, EXPIRED: 0 },
    });
    expect(data.client.spending.map((series) => series.currency)).toEqual(['USD']);
    expect(data.client.spending[0]?.months).toHaveLength(12);
    expect(data.client.spending[0]?.months.at(-1)).toEqual({ month: thisMonth(), amount: 0 });
  });

  it('counts what a client booked and paid, and what a coach sold and earned', async () => {
    const { schedule, coach, team } = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 1000 });
    const client = await createUser(t.db.knex);
    // Paid first: a person holds one unpaid booking of a schedule at a time.
    const paid = await book(t.app, t.db.knex, schedule.id, 1, client);
    await t.app.json(`/v1/payments/bookings/${paid.body.data.id}/payment-intent`, {
      method: 'POST',
      headers: paid.headers,
      json: { paymentMethodId: 'pm_card_visa' },
    });
    const held = await book(t.app, t.db.knex, schedule.id, 2, client);
    const guest = await createUser(t.db.knex);
    const seat = await t.app.json<{ data: { id: string } }>('/v1/booking-seats', {
      method: 'POST',
      headers: held.headers,
      json: { bookingId: paid.body.data.id, userId: guest.id },
    });
    const guestHeaders = await bearerFor(t.db.knex, guest);
    await t.app.json(`/v1/booking-seats/${seat.body.data.id}`, {
      method: 'PATCH',
      headers: guestHeaders,
      json: { status: 'ACCEPTED' },
    });

    const mine = (await metrics(held.headers)).client;
    expect(mine).toMatchObject({
      upcomingSessions: 1,
      nextSession: { workshopTitle: 'Prompt engineering' },
      bookingsByStatus: { PENDING: 1, CONFIRMED: 1 },
      seatsByStatus: { ACCEPTED: 1 },
    });
    expect(mine.spending[0]?.months.at(-1)).toEqual({ month: thisMonth(), amount: 10 });
    expect((await metrics(guestHeaders)).client.upcomingSessions).toBe(1);

    const coachSide = (await metrics(await bearerFor(t.db.knex, coach))).coach;
    expect(coachSide).toMatchObject({
      upcomingSessions: 1,
      bookingsByStatus: { PENDING: 1, CONFIRMED: 1 },
      seatsSold: 1,
      rating: { average: null, count: 0 },
    });
    expect(coachSide?.revenue[0]?.months.at(-1)).toEqual({
      month: thisMonth(),
      gross: 10,
      platformFees: 1,
      payout: 9,
    });
    // A coach of the same team sees only their own sessions.
    const colleague = await createUser(t.db.knex, { tenants: [team], roles: ['coach'] });
    const theirs = (await metrics(await bearerFor(t.db.knex, colleague))).coach;
    expect(theirs).toMatchObject({ upcomingSessions: 0, seatsSold: 0, bookingsByStatus: { PENDING: 0 } });
  });

  it("ticks a new coach's first steps from what they have: profile, workshop, session (payouts off: none)", async () => {
    const { coach, team } = await createSchedule(t.db.knex, { maxSeats: 5 });
    const headers = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
    expect((await metrics(headers)).coach?.firstRun).toEqual({
      profile: false,
      payoutAccount: null,
      workshop: true,
      schedule: true,
    });
    const fresh = await createUser(t.db.knex, { tenants: [team], roles: ['coach'] });
    const freshHeaders = { ...(await bearerFor(t.db.knex, fresh)), 'X-Team': team.slug };
    expect((await metrics(freshHeaders)).coach?.firstRun).toMatchObject({ workshop: false, schedule: false });
    // A photo, a headline and the coach profile's business name, bio and a specialization make a profile.
    const [file] = await t.db
      .knex('files')
      .insert({
        owner_id: coach.id,
        storage_key: `avatar-${coach.id}`,
        original_name: 'me.png',
        mime_type: 'image/png',
        size: 1,
      })
      .returning('id');
    await t.db.knex('users').where({ id: coach.id }).update({ avatar: file.id });
    await t.db.knex('profiles').where({ user_id: coach.id }).update({ headline: 'Agents, simply' });
    await CoachProfile.query(t.db.knex).insert({
      userId: coach.id,
      businessName: 'Coach Co',
      specializations: ['Agents'],
      bio: 'I coach.',
      experiences: [],
      certifications: [],
    });
    expect((await metrics(headers)).coach?.firstRun.profile).toBe(true);
  });
});
