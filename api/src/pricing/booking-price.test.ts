import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor } from '../../test/identity-fixtures.ts';
import { ledgerOf } from '../../test/payment-fixtures.ts';
import { Booking } from '../models/booking.ts';
import { priceSeats } from './price-breakdown.ts';

const t = useApiTest({ env: { PLATFORM_FEE_PERCENT: '15' } });

interface Priced {
  data: {
    id: string;
    priceBreakdown: { unitPrice: number; seats: number; subtotal: number; total: number; currency: string };
    amountDue: number;
    bookerDue: number;
    balanceDue: number;
  };
}

describe('the price a booking is held at', () => {
  it('is a breakdown the API sends, kept when the workshop’s price changes, and what the card is charged', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 2500 });
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 3);
    const id = booked.body.data.id;
    const coach = { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
    const repriced = await t.app.json(`/v1/workshops/${fixture.schedule.workshopId}`, {
      method: 'PATCH',
      headers: coach,
      json: { price: 99 },
    });
    expect(repriced.status).toBe(200);

    const shown = await t.app.json<Priced>(`/v1/bookings/${id}`, { headers: booked.headers });
    expect(shown.body.data).toMatchObject({
      priceBreakdown: { currency: 'USD', unitPrice: 25, seats: 3, subtotal: 75, total: 75 },
      amountDue: 75,
      bookerDue: 75,
      balanceDue: 75,
    });
    const paid = await t.app.json<{ data: { amount: number } }>(
      `/v1/payments/bookings/${id}/payment-intent`,
      {
        method: 'POST',
        headers: booked.headers,
        json: { paymentMethodId: 'pm_card_visa' },
      },
    );
    expect(paid.status).toBe(200);
    const after = await t.app.json<Priced>(`/v1/bookings/${id}`, { headers: booked.headers });
    expect(after.body.data.balanceDue).toBe(0);
    // The platform's share is the fee when the booking was held (15 % here), whatever it is later.
    expect(await ledgerOf(t.db.knex, id)).toEqual([{ kind: 'CHARGE', gross: 7500, fee: 1125, payout: 6375 }]);
  });

  it('splits a payment at the fee the booking was held at, not the fee of the day', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 1000 });
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2);
    const id = booked.body.data.id;
    // Held when the platform took 10 %; it takes 15 % now.
    await Booking.acrossTenants(t.db.knex)
      .findById(id)
      .patch({ priceTerms: { feePercent: 10 } });
    const paid = await t.app.json(`/v1/payments/bookings/${id}/payment-intent`, {
      method: 'POST',
      headers: booked.headers,
      json: { paymentMethodId: 'pm_card_visa' },
    });
    expect(paid.status).toBe(200);
    expect(await ledgerOf(t.db.knex, id)).toEqual([{ kind: 'CHARGE', gross: 2000, fee: 200, payout: 1800 }]);
  });

  it('prices seats on the terms it is given, in minor units', () => {
    expect(priceSeats({ currency: 'JPY', unitMinor: 3000 }, 4)).toEqual({
      currency: 'JPY',
      unitMinor: 3000,
      seats: 4,
      subtotalMinor: 12000,
      adjustments: [],
      taxes: [],
      totalMinor: 12000,
    });
  });
});
