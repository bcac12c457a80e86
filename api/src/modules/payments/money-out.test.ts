import { SECOND_FACTOR_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule, type ScheduleFixture } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo, outbox } from '../../../test/outbox.ts';
import { paidBooking as paidBookingOf } from '../../../test/payment-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';

const t = useApiTest({ env: { STRIPE_CONNECT: 'true' } });

const paidBooking = (seats: number, fixture?: ScheduleFixture) =>
  paidBookingOf(t.app, t.db.knex, seats, fixture);

async function pdfOf(path: string, headers: Record<string, string>) {
  const res = await t.app.request(path, { headers });
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(await res.arrayBuffer());
}

describe('GET /v1/payments/bookings/:id/invoice', () => {
  it('is the numbered PDF invoice for the booker and the coach once paid, unchanged by a refund', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 1000 });
    const unpaid = await book(t.app, t.db.knex, schedule.id, 1);
    const early = await t.app.json(`/v1/payments/bookings/${unpaid.body.data.id}/invoice`, {
      headers: unpaid.headers,
    });
    expect(early).toMatchObject({
      status: 409,
      body: { message: 'An invoice is issued once the booking is paid.' },
    });

    const { id, headers, coach } = await paidBooking(2);
    const text = await pdfOf(`/v1/payments/bookings/${id}/invoice`, headers);
    expect(text).toContain('Invoice');
    expect(text).toMatch(/INV-\d{4}-000001/);
    expect(text).toContain('Prompt engineering');
    expect(text).toContain('2 $10.00 $20.00');
    expect(text).toContain('Total paid $20.00');
    // The booker's address as Germans write it, the country named.
    expect(text).toContain('10115 Berlin, BE');
    expect(text).toContain('Germany');
    expect(await pdfOf(`/v1/payments/bookings/${id}/invoice`, await bearerFor(t.db.knex, coach))).toContain(
      '$20.00',
    );
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await t.app.request(`/v1/payments/bookings/${id}/invoice`, { headers: stranger })).status).toBe(
      404,
    );

    await t.app.json(`/v1/bookings/${id}`, {
      method: 'PATCH',
      headers,
      json: { status: 'CANCELLED', cancellationReason: 'Double booked' },
    });
    // An invoice issued stays as it was: the refund is a credit note of its own (invoices.test.ts).
    expect(await pdfOf(`/v1/payments/bookings/${id}/invoice`, headers)).toBe(text);
  });
});

describe('coach payouts', () => {
  it('sums sales, refunds, fees and the payout per workshop for its coach only', async () => {
    const first = await paidBooking(2);
    const fixture = { schedule: first.schedule, team: first.team, coach: first.coach };
    const second = await paidBooking(1, fixture);
    await t.app.json(`/v1/bookings/${second.id}`, {
      method: 'PATCH',
      headers: second.headers,
      json: { status: 'CANCELLED', cancellationReason: 'Ill' },
    });
    const coachHeaders = { ...(await bearerFor(t.db.knex, first.coach)), 'X-Team': first.team.slug };
    const payouts = await t.app.json<{ data: unknown[] }>('/v1/payments/payouts', { headers: coachHeaders });
    expect(payouts.body.data).toEqual([
      {
        workshopId: first.schedule.workshopId,
        workshopTitle: 'Prompt engineering',
        currency: 'USD',
        bookings: 2,
        gross: 20,
        platformFees: 2,
        refunds: 10,
        payout: 18,
      },
    ]);
    const colleague = await createUser(t.db.knex, { tenants: [first.team], roles: ['coach'] });
    const colleagueHeaders = { ...(await bearerFor(t.db.knex, colleague)), 'X-Team': first.team.slug };
    expect(
      (await t.app.json<{ data: unknown[] }>('/v1/payments/payouts', { headers: colleagueHeaders })).body
        .data,
    ).toEqual([]);
    const client = { ...first.headers, 'X-Team': first.team.slug };
    expect((await t.app.json('/v1/payments/payouts', { headers: client })).status).toBe(403);

    const statement = await pdfOf(
      `/v1/payments/workshops/${first.schedule.workshopId}/statement`,
      coachHeaders,
    );
    expect(statement).toContain('Payout statement');
    expect(statement).toContain('Payout $18.00');
    // Made out to the coach by name, not by username.
    expect(statement).toContain('Test User');
    const refused = await t.app.request(`/v1/payments/workshops/${first.schedule.workshopId}/statement`, {
      headers: colleagueHeaders,
    });
    expect(refused.status).toBe(403);
  });
});

describe('Stripe Connect for coaches', () => {
  it('links a coach to a Stripe account and reports when it can be paid', async () => {
    const { coach } = await createSchedule(t.db.knex, { maxSeats: 1 });
    const headers = await bearerFor(t.db.knex, coach);
    const before = await t.app.json<{ data: { connected: boolean } }>('/v1/payments/connect/account', {
      headers,
    });
    expect(before.body.data.connected).toBe(false);
    const link = await t.app.json<{ data: { url: string } }>('/v1/payments/connect/account-link', {
      method: 'POST',
      headers,
    });
    const onboarding = await fetch(link.body.data.url, { redirect: 'manual' });
    expect(onboarding.headers.get('location')).toMatch(/\/c\/account\/payouts\?connect=done$/);
    const after = await t.app.json<{ data: { connected: boolean; payoutsEnabled: boolean } }>(
      '/v1/payments/connect/account',
      { headers },
    );
    expect(after.body.data).toMatchObject({ connected: true, payoutsEnabled: true });
    const client = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect(
      (await t.app.json('/v1/payments/connect/account-link', { method: 'POST', headers: client })).status,
    ).toBe(403);
  });

  it('asks a second factor before payouts go anywhere, and tells the coach of every change by mail', async () => {
    const { coach } = await createSchedule(t.db.knex, { maxSeats: 1 });
    const oneFactor = await bearerFor(t.db.knex, coach, { secondFactor: false });
    for (const [method, path, json] of [
      ['POST', '/v1/payments/connect/account-link', undefined],
      ['PATCH', '/v1/payments/connect/account', { payoutSchedule: 'DAILY' }],
    ] as const) {
      const refused = await t.app.json(path, { method, headers: oneFactor, json });
      expect(refused).toMatchObject({
        status: 403,
        body: { message: SECOND_FACTOR_MESSAGES.payoutNeedsSecondFactor },
      });
    }
    expect((await outbox(t.app)).filter((mail) => mail.to === coach.email)).toEqual([]);
    const twoFactors = await bearerFor(t.db.knex, coach);
    const link = await t.app.json('/v1/payments/connect/account-link', {
      method: 'POST',
      headers: twoFactors,
    });
    expect(link.status).toBe(200);
    expect((await lastMailTo(t.app, coach.email)).subject).toBe(
      'Your Exceed payout account is being changed',
    );
    const daily = await t.app.json('/v1/payments/connect/account', {
      method: 'PATCH',
      headers: twoFactors,
      json: { payoutSchedule: 'DAILY' },
    });
    expect(daily.status).toBe(200);
    const mail = await lastMailTo(t.app, coach.email);
    expect(mail.subject).toBe('Your Exceed payout schedule was changed');
    expect(mail.text).toContain('Payouts are now made daily.');
  });
});
