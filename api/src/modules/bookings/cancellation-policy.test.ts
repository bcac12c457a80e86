import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { type BookingAnswer, book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { checkSeatLedger } from '../../bookings/seat-ledger-check.ts';
import { Booking } from '../../models/booking.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();
const HOUR = 3_600_000;

/** The example of issue 23: full refund until 7 days before, 50 % until 48 hours before, nothing after. */
const TIERED = [
  { hoursBefore: 168, refundPercent: 100 },
  { hoursBefore: 48, refundPercent: 50 },
];

/**
 * A paid booking of `seats` seats at 33.33 each (so half of a seat is not a whole cent), on a session ten
 * days ahead of a workshop with `policy`; `at(ms before the start)` moves the clock there.
 */
async function paidBooking(seats: number, policy: unknown = TIERED) {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 3333 });
  const coach = { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
  const set = await t.app.json(`/v1/workshops/${fixture.schedule.workshopId}`, {
    method: 'PATCH',
    headers: coach,
    json: { cancellationPolicy: policy },
  });
  expect(set.status).toBe(200);
  const start = new Date(Math.ceil((Date.now() + 10 * 24 * HOUR) / 1000) * 1000);
  await WorkshopSchedule.forTenant(fixture.team.id, t.db.knex)
    .findById(fixture.schedule.id)
    .patch({ startDate: start, endDate: new Date(start.getTime() + HOUR) });
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, seats);
  const paid = await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: { paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status).toBeLessThan(300);
  const id = booked.body.data.id;
  const at = (beforeStart: number) => vi.setSystemTime(new Date(start.getTime() - beforeStart));
  // Signed in at the moment the clock says (a token from ten days before would have run out).
  const as = async (who: 'booker' | 'coach') =>
    who === 'booker'
      ? bearerFor(t.db.knex, booked.user)
      : { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
  const quote = async (query = '', who: 'booker' | 'coach' = 'booker') =>
    (
      await t.app.json<{ data: unknown }>(`/v1/bookings/${id}/cancellation-quote${query}`, {
        headers: await as(who),
      })
    ).body.data;
  const cancel = async (json: Record<string, unknown>, who: 'booker' | 'coach' = 'booker') =>
    t.app.json<BookingAnswer>(`/v1/bookings/${id}/cancellations`, {
      method: 'POST',
      headers: await as(who),
      json: { cancellationReason: 'Plans changed', ...json },
    });
  const stored = () => Booking.acrossTenants(t.db.knex).findById(id);
  return { ...fixture, coach, id, booked, start, at, as, quote, cancel, stored };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a workshop's cancellation policy", () => {
  it('refunds by the tier that holds at each boundary', async () => {
    const session = await paidBooking(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    const cases: Array<[number, number, unknown]> = [
      [168 * HOUR, 66.66, TIERED[0]],
      [168 * HOUR - 1000, 33.33, TIERED[1]],
      [48 * HOUR, 33.33, TIERED[1]],
      [48 * HOUR - 1000, 0, null],
      [HOUR, 0, null],
    ];
    for (const [before, refund, tier] of cases) {
      session.at(before);
      expect(await session.quote()).toEqual({
        seats: 2,
        refund,
        currency: 'USD',
        refundPercent: tier ? (tier as { refundPercent: number }).refundPercent : 0,
        tier,
      });
    }
    // Half of one seat's 33.33 is 16.665: rounded down to the cent.
    session.at(48 * HOUR);
    expect(await session.quote('?seats=1')).toMatchObject({ seats: 1, refund: 16.66, refundPercent: 50 });
  });

  it('cancels some seats: refunds them by the policy, frees only them and keeps the booking', async () => {
    const session = await paidBooking(3);
    vi.useFakeTimers({ toFake: ['Date'] });
    session.at(48 * HOUR);
    const res = await session.cancel({ seats: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'CONFIRMED',
      seats: 1,
      seatsCancelled: 2,
      amountPaid: 99.99,
      amountRefunded: 33.33,
    });
    const schedule = await WorkshopSchedule.forTenant(session.team.id, t.db.knex).findById(
      session.schedule.id,
    );
    expect(schedule?.seatsSold).toBe(1);
    const ledger = await t.db
      .knex('seat_ledger_entries')
      .where({ bookingId: session.id, kind: 'REFUND' })
      .select('seats');
    expect(ledger).toEqual([{ seats: -2 }]);
    expect(await checkSeatLedger(t.db.knex, session.schedule.id)).toMatchObject([
      { balanced: true, sold: 1, held: 0, free: 9 },
    ]);
    const refunds = await t.db
      .knex('ledger_entries')
      .where({ bookingId: session.id, kind: 'REFUND' })
      .select('grossMinor', 'feeMinor', 'payoutMinor');
    // The coach's payout gives back its share of the refund, the platform its fee.
    expect(refunds).toEqual([{ grossMinor: -3333, feeMinor: -333, payoutMinor: -3000 }]);

    // The last seat, after the last tier: cancelled, nothing more back.
    session.at(HOUR);
    const last = await session.cancel({ seats: 1 });
    expect(last.body.data).toMatchObject({ status: 'CANCELLED', amountRefunded: 33.33 });
    expect((await session.stored())?.seatsHeld).toBe(0);
  });

  it('cancels the attendee seats the booker names with the seats, and keeps the rest covered', async () => {
    const session = await paidBooking(3);
    const give = async (email: string) =>
      (
        await t.app.json<{ data: { id: string } }>('/v1/booking-seats', {
          method: 'POST',
          headers: session.booked.headers,
          json: { bookingId: session.id, email },
        })
      ).body.data.id;
    const first = await give('ann@example.com');
    await give('bob@example.com');
    // Two attendees cannot fit in the one seat left.
    const uncovered = await session.cancel({ seats: 2 });
    expect(uncovered).toMatchObject({
      status: 422,
      body: { errors: { seats: [expect.stringContaining('2')] } },
    });
    const named = await session.cancel({ seats: 2, seatIds: [first] });
    expect(named.body.data).toMatchObject({ status: 'CONFIRMED', seats: 1, seatsCancelled: 2 });
    const left = await t.app.json<{ data: Array<{ email: string }> }>(
      `/v1/booking-seats?bookingId=${session.id}`,
      { headers: session.booked.headers },
    );
    expect(left.body.data.map((seat) => seat.email)).toEqual(['bob@example.com']);
  });

  it('refunds in full when the coach cancels, whatever the tier', async () => {
    const session = await paidBooking(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    session.at(HOUR);
    expect(await session.quote('', 'coach')).toMatchObject({ refund: 66.66, refundPercent: 100, tier: null });
    const res = await session.cancel({ seats: 2 }, 'coach');
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', amountRefunded: 66.66 });
  });

  it('applies the policy to a cancellation through PATCH too, and the default to a workshop that sets none', async () => {
    const session = await paidBooking(1, undefined);
    vi.useFakeTimers({ toFake: ['Date'] });
    session.at(24 * HOUR - 1000);
    const res = await t.app.json<BookingAnswer>(`/v1/bookings/${session.id}`, {
      method: 'PATCH',
      headers: await session.as('booker'),
      json: { status: 'CANCELLED', cancellationReason: 'Ill' },
    });
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', amountRefunded: 0 });
  });

  it('refuses what the policy and the seats do not allow', async () => {
    const session = await paidBooking(2);
    const tooMany = await session.cancel({ seats: 3 });
    expect(tooMany).toMatchObject({
      status: 422,
      body: { errors: { seats: ['This booking has 2 seats.'] } },
    });
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const asStranger = await t.app.json(`/v1/bookings/${session.id}/cancellations`, {
      method: 'POST',
      headers: stranger,
      json: { seats: 1, cancellationReason: 'Not mine' },
    });
    expect(asStranger.status).toBe(404);
    const badPolicies = [
      [
        [
          { hoursBefore: 48, refundPercent: 50 },
          { hoursBefore: 168, refundPercent: 100 },
        ],
        'cancellationPolicy',
      ],
      [[{ hoursBefore: 48, refundPercent: 150 }], 'cancellationPolicy.0.refundPercent'],
      [[{ hoursBefore: 0, refundPercent: 50 }], 'cancellationPolicy.0.hoursBefore'],
    ] as const;
    for (const [policy, field] of badPolicies) {
      const res = await t.app.json<{ errors: Record<string, string[]> }>(
        `/v1/workshops/${session.schedule.workshopId}`,
        { method: 'PATCH', headers: session.coach, json: { cancellationPolicy: policy } },
      );
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    // Nothing was changed by the refusals.
    expect((await session.stored())?.seats).toBe(2);
  });
});
