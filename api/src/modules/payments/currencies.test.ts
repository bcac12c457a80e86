import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book } from '../../../test/booking-fixtures.ts';
import { bearerFor, createTenant, createUser, type UserFixture } from '../../../test/identity-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import type { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

/** A currency's case: a seat's price as the API takes it, in minor units, and as statements print it. */
interface Money {
  currency: string;
  price: number;
  minor: number;
  printed: string;
  /** The coach's share of one seat after the 10% fee, printed. */
  payoutPrinted: string;
}

const CASES: Money[] = [
  { currency: 'JPY', price: 1000, minor: 1000, printed: '¥1,000', payoutPrinted: '¥900' },
  { currency: 'USD', price: 30, minor: 3000, printed: '$30.00', payoutPrinted: '$27.00' },
  { currency: 'KWD', price: 1.5, minor: 1500, printed: 'KWD 1.500', payoutPrinted: 'KWD 1.350' },
];

/** PDF text with every kind of space (Intl writes a no-break one after a currency code) as a plain one. */
const pdfOf = async (path: string, headers: Record<string, string>) => {
  const res = await t.app.request(path, { headers });
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return (await pdfText(await res.arrayBuffer())).replace(/\s/g, ' ');
};

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** A coach's published workshop in `money`'s currency, made through the API, with a schedule tomorrow. */
async function workshopIn(money: Money, coachName: Pick<UserFixture, 'firstName' | 'lastName'> = {}) {
  const team = await createTenant(t.db.knex);
  const coach = await createUser(t.db.knex, { roles: ['coach'], tenants: [team], ...coachName });
  const headers = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
  const created = await t.app.json<{ data: { id: string; price: number; currency: string } }>(
    '/v1/workshops',
    {
      method: 'POST',
      headers,
      json: {
        title: `Agents in ${money.currency}`,
        price: money.price,
        currency: money.currency,
        status: 'PUBLISHED',
      },
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.data).toMatchObject({ price: money.price, currency: money.currency });
  const stored = await Workshop.forTenant(team.id, t.db.knex).findById(created.body.data.id);
  expect(stored?.priceMinor).toBe(money.minor);
  const start = new Date(Date.now() + 86_400_000);
  const schedule = await WorkshopSchedule.forTenant(team.id, t.db.knex).insert({
    workshopId: created.body.data.id,
    coachId: coach.id,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
    status: 'PUBLISHED',
  });
  return { workshopId: created.body.data.id, schedule, coachHeaders: headers };
}

/** `client` books one seat of the schedule and pays it by card; answers the booking's id and headers. */
async function paidSeat(scheduleId: string, money: Money, client?: User) {
  const booked = await book(t.app, t.db.knex, scheduleId, 1, client);
  expect(booked.body.data.amountDue).toBe(money.price);
  const paid = await t.app.json<{ data: { id: string; amount: number; currency: string; status: string } }>(
    `/v1/payments/bookings/${booked.body.data.id}/payment-intent`,
    { method: 'POST', headers: booked.headers, json: { paymentMethodId: 'pm_card_visa' } },
  );
  expect(paid.body.data).toMatchObject({
    amount: money.price,
    currency: money.currency,
    status: 'succeeded',
  });
  return { bookingId: booked.body.data.id, intentId: paid.body.data.id, headers: booked.headers };
}

describe('money in each currency’s own minor units', () => {
  it.each(CASES)('charges, invoices and pays out $price $currency as $minor minor units', async (money) => {
    const { workshopId, schedule, coachHeaders } = await workshopIn(money);
    const stripe = t.app.payments.stripe;

    // The public quote and the booking's own intent ask Stripe for the currency's minor units.
    const quote = await t.app.json<{ data: { id: string; amount: number } }>(
      '/v1/public/payments/payment-intent',
      {
        method: 'POST',
        json: { workshopScheduleId: schedule.id, seats: 2 },
      },
    );
    expect(quote.body.data.amount).toBe(2 * money.price);
    expect((await stripe.paymentIntents.retrieve(quote.body.data.id)).amount).toBe(2 * money.minor);
    const { bookingId, intentId, headers } = await paidSeat(schedule.id, money);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect({ amount: intent.amount, currency: intent.currency }).toEqual({
      amount: money.minor,
      currency: money.currency.toLowerCase(),
    });

    const invoice = await pdfOf(`/v1/payments/bookings/${bookingId}/invoice`, headers);
    expect(invoice).toContain(`1 ${money.printed} ${money.printed}`);
    expect(invoice).toContain(`Total paid ${money.printed}`);

    const payouts = await t.app.json<{ data: unknown[] }>('/v1/payments/payouts', { headers: coachHeaders });
    expect(payouts.body.data).toEqual([
      expect.objectContaining({
        currency: money.currency,
        gross: money.price,
        platformFees: money.price / 10,
        payout: (money.price * 9) / 10,
      }),
    ]);
    const statement = await pdfOf(`/v1/payments/workshops/${workshopId}/statement`, coachHeaders);
    expect(statement).toContain(`Sales ${money.printed}`);
    expect(statement).toContain(`Payout ${money.payoutPrinted}`);

    const metrics = await t.app.json<{
      data: { coach: { revenue: Array<{ currency: string; months: Array<Record<string, unknown>> }> } };
    }>('/v1/dashboard/metrics', { headers: coachHeaders });
    const [revenue] = metrics.body.data.coach.revenue;
    expect(revenue?.currency).toBe(money.currency);
    expect(revenue?.months.at(-1)).toEqual({
      month: thisMonth(),
      gross: money.price,
      platformFees: money.price / 10,
      payout: (money.price * 9) / 10,
    });
  });

  it('never adds up amounts of different currencies: a dashboard series per currency', async () => {
    const client = await createUser(t.db.knex);
    for (const money of CASES) await paidSeat((await workshopIn(money)).schedule.id, money, client);
    const metrics = await t.app.json<{
      data: { client: { spending: Array<{ currency: string; months: Array<{ amount: number }> }> } };
    }>('/v1/dashboard/metrics', { headers: await bearerFor(t.db.knex, client) });
    expect(
      metrics.body.data.client.spending.map((series) => [series.currency, series.months.at(-1)?.amount]),
    ).toEqual([
      ['JPY', 1000],
      ['KWD', 1.5],
      ['USD', 30],
    ]);
  });
});

/** A buyer and a coach named in a script Helvetica cannot print, in a currency whose sign it lacks. */
interface Named extends Money {
  buyer: { firstName: string; lastName: string };
  coach: { firstName: string; lastName: string };
}

const NAMED: Named[] = [
  {
    currency: 'INR',
    price: 1500,
    minor: 150000,
    printed: '₹1,500.00',
    payoutPrinted: '₹1,350.00',
    buyer: { firstName: 'Δημήτρης', lastName: 'Παπαδόπουλος' },
    coach: { firstName: 'Дмитрий', lastName: 'Иванов' },
  },
  {
    currency: 'KRW',
    price: 30000,
    minor: 30000,
    printed: '₩30,000',
    payoutPrinted: '₩27,000',
    buyer: { firstName: '王芳', lastName: '' },
    coach: { firstName: 'Kenji', lastName: '渡辺' },
  },
  {
    currency: 'TRY',
    price: 1000,
    minor: 100000,
    printed: 'TRY 1,000.00',
    payoutPrinted: 'TRY 900.00',
    buyer: { firstName: 'Ayşe', lastName: 'Yılmaz' },
    coach: { firstName: 'Grace', lastName: 'Coach' },
  },
];

const fullName = ({ firstName, lastName }: Named['buyer']) => `${firstName} ${lastName}`.trim();

describe('invoices and statements print every name and currency sign', () => {
  it.each(NAMED)(
    'invoices $currency to $buyer.firstName and states it to $coach.firstName',
    async (named) => {
      const { workshopId, schedule, coachHeaders } = await workshopIn(named, named.coach);
      const buyer = await createUser(t.db.knex, named.buyer);
      const { bookingId, headers } = await paidSeat(schedule.id, named, buyer);

      const invoice = await pdfOf(`/v1/payments/bookings/${bookingId}/invoice`, headers);
      expect(invoice).toContain(fullName(named.buyer));
      expect(invoice).toContain(`1 ${named.printed} ${named.printed}`);
      expect(invoice).toContain(`Total paid ${named.printed}`);

      const statement = await pdfOf(`/v1/payments/workshops/${workshopId}/statement`, coachHeaders);
      expect(statement).toContain(fullName(named.coach));
      expect(statement).toContain(`Sales ${named.printed}`);
      expect(statement).toContain(`Payout ${named.payoutPrinted}`);
    },
  );
});
