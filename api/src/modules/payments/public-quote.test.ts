import { describe, expect, it, vi } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor } from '../../../test/identity-fixtures.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

const quote = (workshopScheduleId: string, seats: number) =>
  t.app.json<{ message: string; errors?: Record<string, string[]>; data: { amount: number } }>(
    '/v1/public/payments/payment-intent',
    { method: 'POST', json: { workshopScheduleId, seats } },
  );

describe('the public quote', () => {
  it('answers 409 with the seats left for a schedule that cannot seat the request, without asking Stripe', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 3 });
    expect((await book(t.app, t.db.knex, schedule.id, 2)).status).toBe(201);
    const create = vi.spyOn(t.app.payments.stripe.paymentIntents, 'create');
    try {
      expect(await quote(schedule.id, 2)).toMatchObject({
        status: 409,
        body: { message: 'Only 1 seat is left.' },
      });
      expect((await book(t.app, t.db.knex, schedule.id, 1)).status).toBe(201);
      expect(await quote(schedule.id, 1)).toMatchObject({
        status: 409,
        body: { message: 'This schedule is fully booked.' },
      });
      expect(create).not.toHaveBeenCalled();
    } finally {
      create.mockRestore();
    }
  });

  it('quotes the seats that are left', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 3, priceMinor: 1500 });
    expect((await book(t.app, t.db.knex, schedule.id, 2)).status).toBe(201);
    expect(await quote(schedule.id, 1)).toMatchObject({ status: 200, body: { data: { amount: 15 } } });
  });

  it('quotes with a promo code, and the booking made with both is tied to the quote', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 3, priceMinor: 2000 });
    const made = await t.app.json('/v1/t/promo-codes', {
      method: 'POST',
      headers: { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug },
      json: { code: 'QUARTER', workshopId: fixture.schedule.workshopId, percentOff: 25 },
    });
    expect(made.status).toBe(201);
    const quoted = await t.app.json<{ data: { id: string; amount: number } }>(
      '/v1/public/payments/payment-intent',
      { method: 'POST', json: { workshopScheduleId: fixture.schedule.id, seats: 2, code: 'quarter' } },
    );
    expect(quoted.body.data.amount).toBe(30);
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2, undefined, {
      code: 'QUARTER',
      paymentIntentId: quoted.body.data.id,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  });

  it('answers 422 for a schedule that is not bookable', async () => {
    const { team, schedule } = await createSchedule(t.db.knex, { maxSeats: 3 });
    await WorkshopSchedule.forTenant(team.id, t.db.knex).findById(schedule.id).patch({ status: 'DRAFT' });
    expect(await quote(schedule.id, 1)).toMatchObject({
      status: 422,
      body: { errors: { workshopScheduleId: ['The selected workshop schedule is invalid.'] } },
    });
  });
});
