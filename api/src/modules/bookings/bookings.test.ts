import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import {
  address,
  type BookingAnswer,
  book as bookAs,
  createSchedule,
} from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { releaseAllExpiredHolds } from '../../bookings/seat-counter.ts';
import { Booking } from '../../models/booking.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

const scheduleWith = async (maxSeats: number) => (await createSchedule(t.db.knex, { maxSeats })).schedule;

const book = (scheduleId: string, seats: number) => bookAs(t.app, t.db.knex, scheduleId, seats);

describe('POST /v1/bookings', () => {
  it('holds the seats for 15 minutes as a PENDING booking, listed among my bookings', async () => {
    const schedule = await scheduleWith(5);
    const user = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, user);
    const res = await t.app.json<BookingAnswer>('/v1/bookings', {
      method: 'POST',
      headers,
      json: { userId: user.id, workshopScheduleId: schedule.id, seats: 2, address },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'PENDING', seats: 2, address: { country: 'DE' } });
    const minutes = (Date.parse(res.body.data.holdExpiresAt ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const mine = await t.app.json<{ data: Array<{ id: string }> }>('/v1/bookings', { headers });
    expect(mine.body.data.map((booking) => booking.id)).toEqual([res.body.data.id]);
  });

  it('answers 409 with the seats left when a booking does not fit, and frees expired holds', async () => {
    const schedule = await scheduleWith(3);
    const first = await book(schedule.id, 2);
    expect(first.status).toBe(201);
    const tooMany = await book(schedule.id, 2);
    expect(tooMany).toMatchObject({ status: 409, body: { message: 'Only 1 seat is left.' } });
    await Booking.forTenant(schedule.tenantId, t.db.knex)
      .findById(first.body.data.id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect((await book(schedule.id, 3)).status).toBe(201);
    expect((await book(schedule.id, 1)).body.message).toBe('This schedule is fully booked.');
  });

  it('leaves the marketplace showing the seats left: holds and confirmed seats count, expired holds once released', async () => {
    const schedule = await scheduleWith(5);
    const seatsLeft = async () =>
      (await t.app.json<{ data: { seatsLeft: number } }>(`/v1/public/workshop-schedules/${schedule.id}`)).body
        .data.seatsLeft;
    const held = await book(schedule.id, 2);
    await book(schedule.id, 1);
    expect(await seatsLeft()).toBe(2);
    await Booking.forTenant(schedule.tenantId, t.db.knex)
      .findById(held.body.data.id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    // What the expiry timer runs every minute.
    expect(await releaseAllExpiredHolds(t.db.knex)).toBe(1);
    expect(await seatsLeft()).toBe(4);
  });

  it('checks the §5 rules: address fields, country, seats at least 1, a bookable schedule', async () => {
    const schedule = await scheduleWith(3);
    const user = await createUser(t.db.knex);
    const res = await t.app.json<BookingAnswer>('/v1/bookings', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, user),
      json: { userId: user.id, workshopScheduleId: schedule.id, seats: 0, address: { country: 'XX' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      seats: ['Seats must be at least 1.'],
      'address.country': ['Please select a valid country'],
    });
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(['address.addressLine1', 'address.city', 'address.state', 'address.zip']),
    );
    const draft = await WorkshopSchedule.forTenant(schedule.tenantId, t.db.knex)
      .findById(schedule.id)
      .patch({ status: 'DRAFT' });
    expect(draft).toBe(1);
    expect((await book(schedule.id, 1)).body.errors.workshopScheduleId).toEqual([
      'The selected workshop schedule is invalid.',
    ]);
  });

  it('refuses to book for someone else', async () => {
    const schedule = await scheduleWith(3);
    const other = await createUser(t.db.knex);
    const res = await t.app.json('/v1/bookings', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, await createUser(t.db.knex)),
      json: { userId: other.id, workshopScheduleId: schedule.id, seats: 1, address },
    });
    expect(res.status).toBe(403);
  });

  // The row lock is proven on the PostgreSQL server only (PGlite has one connection: nothing runs at once).
  it.runIf(process.env.DATABASE_URL)(
    'never oversells: 40 concurrent bookings at a 10-seat schedule',
    async () => {
      const schedule = await scheduleWith(10);
      const answers = await Promise.all(Array.from({ length: 40 }, () => book(schedule.id, 1)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(30);
      const sold = await Booking.forTenant(schedule.tenantId, t.db.knex)
        .where('workshopScheduleId', schedule.id)
        .sum('seats as taken');
      expect(Number((sold[0] as unknown as { taken: string }).taken)).toBe(10);
    },
  );
});
