import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { address, type BookingAnswer, book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { Booking } from '../../models/booking.ts';
import type { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';

/** The abuse rules of api/src/bookings/booking-limits.ts, through POST /v1/bookings. */
const t = useApiTest();

/** `user` books `seats` on a schedule with a city and notes of their choice. */
async function attempt(user: User, scheduleId: string, seats: number, extra: Record<string, unknown> = {}) {
  return t.app.json<BookingAnswer & { data: { notes: string | null } }>('/v1/bookings', {
    method: 'POST',
    headers: await bearerFor(t.db.knex, user),
    json: { userId: user.id, workshopScheduleId: scheduleId, seats, address, ...extra },
  });
}

const bookingsOf = (tenantId: string, scheduleId: string) =>
  Booking.forTenant(tenantId, t.db.knex).where('workshopScheduleId', scheduleId).orderBy('createdAt');

describe('one unpaid booking per person per schedule', () => {
  it('a second attempt changes the first booking (200) instead of holding more seats', async () => {
    const { team, schedule } = await createSchedule(t.db.knex, { maxSeats: 4 });
    const user = await createUser(t.db.knex);
    const first = await attempt(user, schedule.id, 2, { notes: 'Vegetarian' });
    expect(first.status).toBe(201);
    // 2 + 4 would not fit: the first booking's own seats are not counted against the change.
    const second = await attempt(user, schedule.id, 4, { address: { ...address, city: 'Hamburg' } });
    expect(second).toMatchObject({
      status: 200,
      body: { data: { id: first.body.data.id, seats: 4, notes: 'Vegetarian', address: { city: 'Hamburg' } } },
    });
    expect(second.body.data.holdExpiresAt).toBe(first.body.data.holdExpiresAt);
    expect((await bookingsOf(team.id, schedule.id)).map((row) => row.seats)).toEqual([4]);
    // Someone else finds every seat taken by the one booking.
    expect((await book(t.app, t.db.knex, schedule.id, 1)).status).toBe(409);
  });

  it('a second attempt after the hold ran out takes the seats again, with a new hold', async () => {
    const { team, schedule } = await createSchedule(t.db.knex, { maxSeats: 3 });
    const user = await createUser(t.db.knex);
    const first = await attempt(user, schedule.id, 2);
    await Booking.forTenant(team.id, t.db.knex)
      .findById(first.body.data.id)
      .patch({ holdExpiresAt: new Date(Date.now() - 60_000) });
    expect((await book(t.app, t.db.knex, schedule.id, 2)).status).toBe(201);
    expect(await attempt(user, schedule.id, 2)).toMatchObject({
      status: 409,
      body: { message: 'Only 1 seat is left.' },
    });
    const again = await attempt(user, schedule.id, 1);
    expect(again).toMatchObject({ status: 200, body: { data: { id: first.body.data.id, seats: 1 } } });
    expect(Date.parse(again.body.data.holdExpiresAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('lets a person book again once their booking is paid or cancelled, and keeps people apart', async () => {
    const { team, schedule } = await createSchedule(t.db.knex, { maxSeats: 5 });
    const user = await createUser(t.db.knex);
    const first = await attempt(user, schedule.id, 1);
    await Booking.forTenant(team.id, t.db.knex).findById(first.body.data.id).patch({ status: 'CONFIRMED' });
    expect((await attempt(user, schedule.id, 1)).status).toBe(201);
    expect((await book(t.app, t.db.knex, schedule.id, 1)).status).toBe(201);
    expect(await bookingsOf(team.id, schedule.id)).toHaveLength(3);
  });

  it('restores a deleted unpaid booking only while its person has no other (409)', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 5 });
    const user = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, user);
    const first = await attempt(user, schedule.id, 1);
    const path = `/v1/bookings/${first.body.data.id}`;
    expect((await t.app.json(path, { method: 'DELETE', headers })).status).toBe(204);
    expect((await attempt(user, schedule.id, 2)).status).toBe(201);
    expect(await t.app.json(`${path}/restore`, { method: 'POST', headers })).toMatchObject({
      status: 409,
      body: { message: 'There is already an unpaid booking of this session for this person.' },
    });
  });

  it('puts the first booking back when the second attempt’s quote does not match (422)', async () => {
    const { team, schedule } = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 1000 });
    const user = await createUser(t.db.knex);
    const first = await attempt(user, schedule.id, 1, { notes: 'Vegetarian' });
    const quote = await t.app.json<{ data: { id: string } }>('/v1/public/payments/payment-intent', {
      method: 'POST',
      json: { workshopScheduleId: schedule.id, seats: 2 },
    });
    const second = await attempt(user, schedule.id, 3, {
      notes: 'Vegan',
      paymentIntentId: quote.body.data.id,
    });
    expect(second).toMatchObject({
      status: 422,
      body: { errors: { paymentIntentId: ['This payment does not match the booking.'] } },
    });
    expect(await bookingsOf(team.id, schedule.id)).toMatchObject([
      { id: first.body.data.id, seats: 1, seatsHeld: 1, notes: 'Vegetarian', paymentIntentId: null },
    ]);
    // The seats the failed attempt took are free again.
    expect((await book(t.app, t.db.knex, schedule.id, 4)).status).toBe(201);
  });

  // Concurrency is proven on the PostgreSQL server only (PGlite has one connection: nothing runs at once).
  it.runIf(process.env.DATABASE_URL)('two concurrent attempts by one person make one booking', async () => {
    const { team, schedule } = await createSchedule(t.db.knex, { maxSeats: 10 });
    const user = await createUser(t.db.knex);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([2, 3].map((seats) => attempt(user, schedule.id, seats)));
      const rows = await bookingsOf(team.id, schedule.id).where('status', 'PENDING');
      expect(rows).toHaveLength(1);
      expect(answers.map((answer) => answer.body.data.id)).toEqual([rows[0]?.id, rows[0]?.id]);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
      // Cancelled as its booker would, so its seats go back for the next round.
      const cancelled = await t.app.json(`/v1/bookings/${rows[0]?.id}`, {
        method: 'PATCH',
        headers: await bearerFor(t.db.knex, user),
        json: { status: 'CANCELLED', cancellationReason: 'Next round' },
      });
      expect(cancelled.status).toBe(200);
    }
  });
});

describe('most seats per booking', () => {
  it('refuses booking, quoting or adding seats above the workshop’s limit (422 on seats)', async () => {
    const { team, schedule } = await createSchedule(t.db.knex, { maxSeats: 10 });
    await Workshop.forTenant(team.id, t.db.knex)
      .findById(schedule.workshopId)
      .patch({ maxSeatsPerBooking: 3 });
    const tooMany = { seats: ['At most 3 seats can be booked at once.'] };
    const shown = await t.app.json<{ data: { workshop: { maxSeatsPerBooking: number } } }>(
      `/v1/public/workshop-schedules/${schedule.id}`,
    );
    expect(shown.body.data.workshop.maxSeatsPerBooking).toBe(3);
    const quote = await t.app.json('/v1/public/payments/payment-intent', {
      method: 'POST',
      json: { workshopScheduleId: schedule.id, seats: 4 },
    });
    expect(quote).toMatchObject({ status: 422, body: { errors: tooMany } });
    const user = await createUser(t.db.knex);
    expect(await attempt(user, schedule.id, 4)).toMatchObject({ status: 422, body: { errors: tooMany } });
    const booked = await attempt(user, schedule.id, 3);
    expect(booked.status).toBe(201);
    // A second attempt is held to it as well, and so is a change of seats.
    expect(await attempt(user, schedule.id, 4)).toMatchObject({ status: 422, body: { errors: tooMany } });
    const grown = await t.app.json(`/v1/bookings/${booked.body.data.id}`, {
      method: 'PATCH',
      headers: await bearerFor(t.db.knex, user),
      json: { seats: 4 },
    });
    expect(grown).toMatchObject({ status: 422, body: { errors: tooMany } });
  });
});
