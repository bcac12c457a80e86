import type { PriceBreakdownResource, PromoCodeResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule, type ScheduleFixture } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { releaseAllExpiredHolds } from '../../bookings/seat-counter.ts';
import { Booking } from '../../models/booking.ts';
import { PromoCode } from '../../models/promo-code.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

interface Priced {
  data: { id: string; priceBreakdown: PriceBreakdownResource; amountDue: number; status: string };
}
type Errors = { errors: Record<string, string[]> };

const teamHeaders = async (fixture: ScheduleFixture, user = fixture.coach) => ({
  ...(await bearerFor(t.db.knex, user)),
  'X-Team': fixture.team.slug,
});

/** POST /v1/t/promo-codes as `user` (the workshop's coach by default), for the fixture's workshop. */
async function makeCode(fixture: ScheduleFixture, json: Record<string, unknown>, user = fixture.coach) {
  return t.app.json<{ data: PromoCodeResource } & Errors>('/v1/t/promo-codes', {
    method: 'POST',
    headers: await teamHeaders(fixture, user),
    json: { workshopId: fixture.schedule.workshopId, ...json },
  });
}

async function code(fixture: ScheduleFixture, json: Record<string, unknown>) {
  const made = await makeCode(fixture, json);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

const quote = (fixture: ScheduleFixture, seats: number, text: string) =>
  t.app.json<{ data: PriceBreakdownResource } & Errors>(
    `/v1/public/workshop-schedules/${fixture.schedule.id}/price?seats=${seats}&code=${encodeURIComponent(text)}`,
  );

const redemptions = async (id: string) =>
  (await PromoCode.acrossTenants(t.db.knex).withDeleted().findById(id))?.redemptions;

/** A $100 workshop of 30 seats. */
const workshop = () => createSchedule(t.db.knex, { maxSeats: 30, priceMinor: 10_000 });

describe('promo codes', () => {
  it('prices a booking with its code: a line of its own after the tier, off each seat', async () => {
    const fixture = await workshop();
    await t.app.json(`/v1/workshops/${fixture.schedule.workshopId}`, {
      method: 'PATCH',
      headers: await teamHeaders(fixture),
      json: { priceTiers: { group: { price: 80, minSeats: 3 } } },
    });
    const spring = await code(fixture, { code: 'spring25', percentOff: 25 });
    expect(spring).toMatchObject({ code: 'SPRING25', percentOff: 25, amountOff: null, redemptions: 0 });
    const quoted = await quote(fixture, 3, 'Spring25');
    expect(quoted.status).toBe(200);
    expect(quoted.body.data).toMatchObject({
      subtotal: 300,
      adjustments: [
        { label: 'Group rate', amount: -60 },
        { label: 'Code SPRING25', amount: -60 },
      ],
      total: 180,
    });
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 3, undefined, { code: 'spring25' });
    expect(booked.status).toBe(201);
    expect((booked.body as unknown as Priced).data.priceBreakdown.total).toBe(180);
    expect(await redemptions(spring.id)).toBe(1);

    const tenOff = await code(fixture, { code: 'TENOFF', amountOff: 10 });
    const fixed = await book(t.app, t.db.knex, fixture.schedule.id, 2, undefined, { code: 'TENOFF' });
    expect((fixed.body as unknown as Priced).data.priceBreakdown).toMatchObject({
      adjustments: [{ label: 'Code TENOFF', amount: -20 }],
      total: 180,
    });
    const list = await t.app.json<{ data: PromoCodeResource[] }>(
      `/v1/t/promo-codes?workshopId=${fixture.schedule.workshopId}`,
      { headers: await teamHeaders(fixture) },
    );
    expect(list.body.data.map((row) => [row.code, row.redemptions])).toEqual([
      ['TENOFF', 1],
      ['SPRING25', 1],
    ]);
    expect(list.body.data[0]?.abilities).toEqual({ delete: true });
    expect(tenOff.currency).toBe('USD');
  });

  it('refuses each code that does not apply in its own words', async () => {
    const fixture = await workshop();
    const other = await workshop();
    const hour = 3_600_000;
    await code(fixture, {
      code: 'LATER',
      percentOff: 10,
      validFrom: new Date(Date.now() + hour).toISOString(),
    });
    await code(fixture, {
      code: 'GONE',
      percentOff: 10,
      validUntil: new Date(Date.now() - 1000).toISOString(),
    });
    await code(fixture, { code: 'ONCE', percentOff: 10, maxRedemptions: 1 });
    await code(fixture, { code: 'TEAMS', percentOff: 10, minSeats: 3 });
    await code(other, { code: 'ELSEWHERE', percentOff: 10 });
    expect((await book(t.app, t.db.knex, fixture.schedule.id, 1, undefined, { code: 'ONCE' })).status).toBe(
      201,
    );
    const refusals = {
      NOSUCH: 'There is no such code.',
      LATER: 'This code is not valid yet.',
      GONE: 'This code has expired.',
      ONCE: 'This code has been used up.',
      ELSEWHERE: 'There is no such code.',
      TEAMS: 'This code needs at least 3 seats in one booking.',
    };
    for (const [text, message] of Object.entries(refusals)) {
      const quoted = await quote(fixture, 1, text);
      expect([quoted.status, quoted.body.errors]).toEqual([422, { code: [message] }]);
      const booked = await book(t.app, t.db.knex, fixture.schedule.id, 1, undefined, { code: text });
      expect([booked.status, (booked.body as unknown as Errors).errors]).toEqual([422, { code: [message] }]);
    }
    // A code of the same team for another workshop is not this workshop's.
    const sibling = await createUser(t.db.knex, { tenants: [fixture.team], roles: ['coach'] });
    const teamOwner = await createUser(t.db.knex, { tenants: [{ tenant: fixture.team, role: 'owner' }] });
    const second = await t.app.json<{ data: { id: string } }>('/v1/workshops', {
      method: 'POST',
      headers: await teamHeaders(fixture, sibling),
      json: { title: 'Another workshop', price: 50, maxSeats: 5 },
    });
    const forSecond = await makeCode(
      fixture,
      { code: 'SIBLING', percentOff: 5, workshopId: second.body.data?.id },
      teamOwner,
    );
    expect(forSecond.status, JSON.stringify(forSecond.body)).toBe(201);
    expect((await quote(fixture, 1, 'SIBLING')).body.errors).toEqual({
      code: ['This code is not for this workshop.'],
    });
    // Per person: the second booking of one buyer with it (on another session of the workshop).
    await code(fixture, { code: 'MINE', percentOff: 10, maxPerPerson: 1 });
    const buyer = await createUser(t.db.knex);
    expect((await book(t.app, t.db.knex, fixture.schedule.id, 1, buyer, { code: 'MINE' })).status).toBe(201);
    const start = new Date(Date.now() + 40 * 86_400_000);
    const later = await WorkshopSchedule.forTenant(fixture.team.id, t.db.knex).insert({
      workshopId: fixture.schedule.workshopId,
      coachId: fixture.coach.id,
      startDate: start,
      endDate: new Date(start.getTime() + 3_600_000),
      status: 'PUBLISHED',
    });
    const again = await book(t.app, t.db.knex, later.id, 1, buyer, { code: 'MINE' });
    expect((again.body as unknown as Errors).errors).toEqual({
      code: ['You have used this code as many times as it allows.'],
    });
    expect((await book(t.app, t.db.knex, later.id, 1, undefined, { code: 'MINE' })).status).toBe(201);
  });

  it('gives a redemption back when its hold lapses or its booking is cancelled in full', async () => {
    const fixture = await workshop();
    const once = await code(fixture, { code: 'LAST', percentOff: 50, maxRedemptions: 1 });
    const first = await book(t.app, t.db.knex, fixture.schedule.id, 2, undefined, { code: 'LAST' });
    expect(first.status).toBe(201);
    expect(await redemptions(once.id)).toBe(1);
    await Booking.forTenant(fixture.team.id, t.db.knex)
      .findById(first.body.data.id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect(await releaseAllExpiredHolds(t.db.knex)).toBe(1);
    expect(await redemptions(once.id)).toBe(0);

    const second = await book(t.app, t.db.knex, fixture.schedule.id, 1, undefined, { code: 'LAST' });
    expect(second.status).toBe(201);
    expect(await redemptions(once.id)).toBe(1);
    const cancelled = await t.app.json(`/v1/bookings/${second.body.data.id}/cancellations`, {
      method: 'POST',
      headers: second.headers,
      json: { seats: 1, cancellationReason: 'Plans changed' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await redemptions(once.id)).toBe(0);
    expect((await book(t.app, t.db.knex, fixture.schedule.id, 1, undefined, { code: 'LAST' })).status).toBe(
      201,
    );
  });

  it('refunds a cancelled seat its share of the discount, and counts what the code brought in', async () => {
    const fixture = await workshop();
    const half = await code(fixture, { code: 'HALF', percentOff: 50 });
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2, undefined, { code: 'HALF' });
    const paid = await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
      method: 'POST',
      headers: booked.headers,
      json: { paymentMethodId: 'pm_card_visa' },
    });
    expect(paid.status).toBe(200);
    const cancelled = await t.app.json<Priced>(`/v1/bookings/${booked.body.data.id}/cancellations`, {
      method: 'POST',
      headers: booked.headers,
      json: { seats: 1, cancellationReason: 'One of us cannot come' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.priceBreakdown).toMatchObject({
      seats: 1,
      adjustments: [{ label: 'Code HALF', amount: -50 }],
      total: 50,
    });
    const stored = await Booking.forTenant(fixture.team.id, t.db.knex).findById(booked.body.data.id);
    expect([stored?.amountPaidMinor, stored?.amountRefundedMinor]).toEqual([10_000, 5_000]);
    // Still one booking holding seats with it.
    expect(await redemptions(half.id)).toBe(1);
    const list = await t.app.json<{ data: PromoCodeResource[] }>('/v1/t/promo-codes', {
      headers: await teamHeaders(fixture),
    });
    expect(list.body.data.find((row) => row.code === 'HALF')?.revenue).toEqual([
      { currency: 'USD', amount: 50 },
    ]);
  });

  it('refuses a code that cannot be made, each field in its own words', async () => {
    const fixture = await workshop();
    const wrong = await makeCode(fixture, {
      code: 'x',
      percentOff: 10,
      amountOff: 5,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      code: ['A code is 3 to 32 letters, digits, dashes or underscores.'],
    });
    const rules = await makeCode(fixture, {
      code: 'RULES',
      amountOff: 100,
      validFrom: '2030-01-02T00:00:00Z',
      validUntil: '2030-01-01T00:00:00Z',
      maxRedemptions: 2,
      maxPerPerson: 3,
      minSeats: 31,
    });
    expect(rules.body.errors).toEqual({
      amountOff: ['The amount off must be lower than the price.'],
      validUntil: ['The end must be after the start.'],
      maxPerPerson: ['The uses per person cannot be more than the uses in all.'],
      minSeats: ['A code cannot need more seats than one booking may take.'],
    });
    expect((await makeCode(fixture, { code: 'BOTH', percentOff: 10, amountOff: 5 })).body.errors).toEqual({
      percentOff: ['Give a percentage or an amount off, not both.'],
    });
    await code(fixture, { code: 'SAME', percentOff: 10 });
    expect((await makeCode(fixture, { code: 'same', percentOff: 20 })).body.errors).toEqual({
      code: ['The team has a code of that name already.'],
    });
    // Codes for every workshop are the owners' and admins' alone, and a fixed one needs its currency.
    expect((await makeCode(fixture, { code: 'ALL', percentOff: 10, workshopId: null })).status).toBe(403);
    const owner = await createUser(t.db.knex, { tenants: [{ tenant: fixture.team, role: 'owner' }] });
    expect(
      (await makeCode(fixture, { code: 'ALL', amountOff: 10, workshopId: null }, owner)).body.errors,
    ).toEqual({ currency: ['An amount off for every workshop needs its currency.'] });
    const all = await makeCode(
      fixture,
      { code: 'ALL', amountOff: 10, currency: 'eur', workshopId: null },
      owner,
    );
    expect(all.body.data).toMatchObject({ workshopId: null, currency: 'EUR', amountOff: 10 });
    // A EUR amount is not for a USD workshop; a team's percentage is for every workshop.
    expect((await quote(fixture, 1, 'ALL')).body.errors).toEqual({
      code: ['This code is not for this workshop.'],
    });
    await makeCode(fixture, { code: 'EVERYONE', percentOff: 10, workshopId: null }, owner);
    expect((await quote(fixture, 1, 'EVERYONE')).body.data.total).toBe(90);
    // A coach of the team sees the team's codes beside their own but may not remove them.
    const listed = await t.app.json<{ data: PromoCodeResource[] }>('/v1/t/promo-codes', {
      headers: await teamHeaders(fixture),
    });
    const everyone = listed.body.data.find((row) => row.code === 'EVERYONE');
    expect(everyone?.abilities).toEqual({ delete: false });
    const removed = await t.app.json(`/v1/t/promo-codes/${everyone?.id}`, {
      method: 'DELETE',
      headers: await teamHeaders(fixture),
    });
    expect(removed.status).toBe(403);
  });

  // The row lock is proven on the PostgreSQL server only (PGlite has one connection).
  it.runIf(process.env.DATABASE_URL)(
    "gives a code's last redemption to exactly one of 20 buyers at once; the others are told it is used up",
    async () => {
      const fixture = await workshop();
      const last = await code(fixture, { code: 'RUSH', percentOff: 20, maxRedemptions: 1 });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          book(t.app, t.db.knex, fixture.schedule.id, 1, undefined, { code: 'RUSH' }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(422)]);
      for (const answer of answers.filter((a) => a.status === 422))
        expect((answer.body as unknown as Errors).errors).toEqual({ code: ['This code has been used up.'] });
      expect(await redemptions(last.id)).toBe(1);
      const held = await Booking.forTenant(fixture.team.id, t.db.knex).where({
        workshopScheduleId: fixture.schedule.id,
      });
      expect(held).toHaveLength(1);
    },
  );
});
