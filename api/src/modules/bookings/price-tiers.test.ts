import type { PriceBreakdownResource, PriceNowResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule, type ScheduleFixture } from '../../../test/booking-fixtures.ts';
import { bearerFor } from '../../../test/identity-fixtures.ts';
import { releaseAllExpiredHolds } from '../../bookings/seat-counter.ts';
import { Booking } from '../../models/booking.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

interface Priced {
  data: { id: string; priceBreakdown: PriceBreakdownResource; amountDue: number };
}

/** A $100 workshop whose coach sets `priceTiers` through the API. */
async function tiered(priceTiers: Record<string, unknown>, maxSeats = 30): Promise<ScheduleFixture> {
  const fixture = await createSchedule(t.db.knex, { maxSeats, priceMinor: 10_000 });
  const res = await t.app.json(`/v1/workshops/${fixture.schedule.workshopId}`, {
    method: 'PATCH',
    headers: { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug },
    json: { priceTiers },
  });
  expect(res.status).toBe(200);
  return fixture;
}

const totalOf = async (fixture: ScheduleFixture, seats: number) => {
  const res = await book(t.app, t.db.knex, fixture.schedule.id, seats);
  expect(res.status).toBe(201);
  return { id: res.body.data.id, ...(res.body as unknown as Priced).data.priceBreakdown };
};

const priceNow = async (fixture: ScheduleFixture) =>
  (
    await t.app.json<{ data: { priceNow: PriceNowResource } }>(
      `/v1/public/workshop-schedules/${fixture.schedule.id}`,
    )
  ).body.data.priceNow;

const earlyBirdSeats = async (fixture: ScheduleFixture) =>
  (await WorkshopSchedule.forTenant(fixture.team.id, t.db.knex).findById(fixture.schedule.id))
    ?.earlyBirdSeats;

describe('price tiers', () => {
  it('refuses tiers that are no cheaper than the price or cannot be reached, each in its own words', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 10_000 });
    const res = await t.app.json<{ errors: Record<string, string[]> }>(
      `/v1/workshops/${fixture.schedule.workshopId}`,
      {
        method: 'PATCH',
        headers: { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug },
        json: {
          priceTiers: {
            earlyBird: { price: 100, until: null, seats: 11 },
            group: { price: 120, minSeats: 11 },
          },
        },
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'priceTiers.earlyBird.price': ['The early-bird price must be lower than the price.'],
      'priceTiers.earlyBird.seats': ['The early-bird seats cannot be more than the seats of a session.'],
      'priceTiers.group.price': ['The group rate must be lower than the price.'],
      'priceTiers.group.minSeats': ['A group rate cannot start at more seats than one booking may take.'],
    });
    const endless = await t.app.json<{ errors: Record<string, string[]> }>(
      `/v1/workshops/${fixture.schedule.workshopId}`,
      {
        method: 'PATCH',
        headers: { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug },
        json: { priceTiers: { earlyBird: { price: 80, until: null, seats: null } } },
      },
    );
    expect(endless.body.errors).toEqual({
      'priceTiers.earlyBird': ['Give the early-bird price an end date, a number of seats, or both.'],
    });
  });

  it('sells the first N seats of a session at the early-bird price, shows what is left, and takes a lapsed hold’s seat back', async () => {
    const fixture = await tiered({ earlyBird: { price: 80, until: null, seats: 3 }, group: null });
    expect(await priceNow(fixture)).toEqual({
      price: 80,
      currency: 'USD',
      tier: 'EARLY_BIRD',
      until: null,
      seatsLeft: 3,
    });
    const first = await totalOf(fixture, 2);
    expect(first).toMatchObject({
      unitPrice: 100,
      subtotal: 200,
      adjustments: [{ label: 'Early-bird', amount: -40 }],
      total: 160,
    });
    // Two seats do not fit in the one left: the whole booking is at the standard price.
    expect((await totalOf(fixture, 2)).total).toBe(200);
    // The Nth seat is the last at the early-bird price.
    expect((await totalOf(fixture, 1)).total).toBe(80);
    expect(await priceNow(fixture)).toMatchObject({ price: 100, tier: null, seatsLeft: null });
    expect((await totalOf(fixture, 1)).total).toBe(100);
    expect(await earlyBirdSeats(fixture)).toBe(3);

    await Booking.forTenant(fixture.team.id, t.db.knex)
      .findById(first.id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect(await releaseAllExpiredHolds(t.db.knex)).toBe(1);
    expect(await earlyBirdSeats(fixture)).toBe(1);
    expect(await priceNow(fixture)).toMatchObject({ price: 80, tier: 'EARLY_BIRD', seatsLeft: 2 });
  });

  it('ends the early-bird price after its date', async () => {
    const past = await tiered({
      earlyBird: { price: 80, until: new Date(Date.now() - 1000).toISOString(), seats: null },
    });
    expect((await totalOf(past, 1)).total).toBe(100);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const coming = await tiered({ earlyBird: { price: 80, until, seats: null } });
    expect(await priceNow(coming)).toEqual({
      price: 80,
      currency: 'USD',
      tier: 'EARLY_BIRD',
      until,
      seatsLeft: null,
    });
    expect((await totalOf(coming, 1)).total).toBe(80);
  });

  it('gives a group rate from its seats, the lowest price that applies, and quotes it before booking', async () => {
    const fixture = await tiered({
      earlyBird: { price: 80, until: null, seats: 10 },
      group: { price: 70, minSeats: 4 },
    });
    const quote = await t.app.json<{ data: PriceBreakdownResource }>(
      `/v1/public/workshop-schedules/${fixture.schedule.id}/price?seats=4`,
    );
    expect(quote.body.data).toMatchObject({
      subtotal: 400,
      adjustments: [{ label: 'Group rate', amount: -120 }],
      total: 280,
    });
    expect(await totalOf(fixture, 4)).toMatchObject({ total: 280 });
    expect(await totalOf(fixture, 3)).toMatchObject({ total: 240 });
    // Group seats are no early-bird seats.
    expect(await earlyBirdSeats(fixture)).toBe(3);
  });

  it('prices a second attempt again: more seats than the early-bird seats left take the price that follows', async () => {
    const fixture = await tiered({ earlyBird: { price: 80, until: null, seats: 2 } });
    const first = await book(t.app, t.db.knex, fixture.schedule.id, 1);
    expect((first.body as unknown as Priced).data.amountDue).toBe(80);
    const again = await book(t.app, t.db.knex, fixture.schedule.id, 3, first.user);
    expect(again.status).toBe(200);
    expect((again.body as unknown as Priced).data.amountDue).toBe(300);
    expect(await earlyBirdSeats(fixture)).toBe(0);
    const back = await book(t.app, t.db.knex, fixture.schedule.id, 2, first.user);
    expect((back.body as unknown as Priced).data.amountDue).toBe(160);
    expect(await earlyBirdSeats(fixture)).toBe(2);
  });

  // The row lock is proven on the PostgreSQL server only (PGlite has one connection).
  it.runIf(process.env.DATABASE_URL)(
    'sells the last early-bird seat to exactly one of 20 buyers at once; the others pay the standard price',
    async () => {
      const fixture = await tiered({ earlyBird: { price: 80, until: null, seats: 1 } });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => book(t.app, t.db.knex, fixture.schedule.id, 1)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      const dues = answers.map((answer) => (answer.body as unknown as Priced).data.amountDue).sort();
      expect(dues).toEqual([...Array(19).fill(100), 80].sort());
      expect(await earlyBirdSeats(fixture)).toBe(1);
    },
  );
});
