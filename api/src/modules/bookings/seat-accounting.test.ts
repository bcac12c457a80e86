import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScheduleSeatBalance } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import {
  address,
  type BookingAnswer,
  book,
  confirmUnpaid,
  createSchedule,
} from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { seatLedgerOf } from '../../../test/seat-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { releaseAllExpiredHolds } from '../../bookings/seat-counter.ts';
import { Booking } from '../../models/booking.ts';

const t = useApiTest();

const admin = async () => bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));

/** A schedule's seats as GET /v1/seat-ledger/check tells them. */
async function seatsOf(scheduleId: string): Promise<ScheduleSeatBalance | undefined> {
  const res = await t.app.json<{ data: { schedules: ScheduleSeatBalance[] } }>('/v1/seat-ledger/check', {
    headers: await admin(),
  });
  expect(res.status).toBe(200);
  return res.body.data.schedules.find((s) => s.workshopScheduleId === scheduleId);
}

const ledgerOf = (bookingId: string) => seatLedgerOf(t.db.knex, bookingId);

const patch = (id: string, headers: Record<string, string>, json: unknown) =>
  t.app.json<BookingAnswer>(`/v1/bookings/${id}`, { method: 'PATCH', headers, json });

describe('seat accounting', () => {
  it('keeps capacity = sold + held + free through holds, seat changes, confirmation, cancellation, deletion and restore', async () => {
    const { schedule, coach } = await createSchedule(t.db.knex, { maxSeats: 5 });
    const coachHeaders = await bearerFor(t.db.knex, coach);
    const a = await book(t.app, t.db.knex, schedule.id, 2);
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 2, sold: 0, free: 3, balanced: true });
    expect((await patch(a.body.data.id, a.headers, { seats: 3 })).status).toBe(200);
    expect((await patch(a.body.data.id, a.headers, { seats: 1 })).status).toBe(200);
    expect((await patch(a.body.data.id, coachHeaders, confirmUnpaid)).status).toBe(200);
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 0, sold: 1, free: 4, balanced: true });

    const b = await book(t.app, t.db.knex, schedule.id, 2);
    const bId = b.body.data.id;
    expect(
      (await t.app.request(`/v1/bookings/${bId}`, { method: 'DELETE', headers: b.headers })).status,
    ).toBe(204);
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 0, sold: 1, balanced: true });
    expect(
      (await t.app.json(`/v1/bookings/${bId}/restore`, { method: 'POST', headers: b.headers })).status,
    ).toBe(200);
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 2, sold: 1, free: 2, balanced: true });
    const reason = { status: 'CANCELLED', cancellationReason: 'Plans changed' };
    expect((await patch(bId, b.headers, reason)).status).toBe(200);
    expect((await patch(a.body.data.id, coachHeaders, reason)).status).toBe(200);
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 0, sold: 0, free: 5, balanced: true });

    expect(await ledgerOf(a.body.data.id)).toEqual([
      ['HOLD', 2],
      ['HOLD', 1],
      ['RELEASE', -2],
      ['CONFIRM', 1],
      ['REFUND', -1],
    ]);
    expect(await ledgerOf(bId)).toEqual([
      ['HOLD', 2],
      ['RELEASE', -2],
      ['HOLD', 2],
      ['RELEASE', -2],
    ]);
  });

  it('releases expired holds (the expiry timer), and confirming a released hold takes its seats again', async () => {
    const { schedule, coach } = await createSchedule(t.db.knex, { maxSeats: 3 });
    const held = await book(t.app, t.db.knex, schedule.id, 2);
    await Booking.forTenant(schedule.tenantId, t.db.knex)
      .findById(held.body.data.id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect(await releaseAllExpiredHolds(t.db.knex)).toBe(1);
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 0, free: 3, balanced: true });
    const other = await book(t.app, t.db.knex, schedule.id, 2);
    expect(other.status).toBe(201);
    const confirm = await patch(held.body.data.id, await bearerFor(t.db.knex, coach), confirmUnpaid);
    expect(confirm).toMatchObject({ status: 409, body: { message: 'Only 1 seat is left.' } });
    expect((await patch(other.body.data.id, other.headers, { seats: 1 })).status).toBe(200);
    const again = await patch(held.body.data.id, await bearerFor(t.db.knex, coach), confirmUnpaid);
    expect(again.body.data).toMatchObject({ status: 'CONFIRMED' });
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 1, sold: 2, free: 0, balanced: true });
  });

  it('frees the seats of a cancelled session', async () => {
    const { schedule, coach, team } = await createSchedule(t.db.knex, { maxSeats: 4 });
    await book(t.app, t.db.knex, schedule.id, 3);
    const res = await t.app.json(`/v1/workshop-schedules/${schedule.id}`, {
      method: 'PATCH',
      headers: { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug },
      json: { status: 'CANCELLED' },
    });
    expect(res.status).toBe(200);
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 0, sold: 0, balanced: true });
  });

  it('records a change of maxSeats, never below the seats a coming schedule has taken', async () => {
    const { schedule, coach, team } = await createSchedule(t.db.knex, { maxSeats: 4 });
    await book(t.app, t.db.knex, schedule.id, 3);
    const headers = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
    const to = (maxSeats: number) =>
      t.app.json<{ errors: Record<string, string[]> }>(`/v1/workshops/${schedule.workshopId}`, {
        method: 'PATCH',
        headers,
        json: { maxSeats },
      });
    expect((await to(2)).body.errors).toEqual({
      maxSeats: ['A schedule of this workshop already has 3 seats taken.'],
    });
    expect((await to(6)).status).toBe(200);
    expect(await seatsOf(schedule.id)).toMatchObject({ capacity: 6, held: 3, free: 3, balanced: true });
    const capacity = await t.db
      .knex('seat_ledger_entries')
      .where({ workshopScheduleId: schedule.id, kind: 'CAPACITY' });
    expect(capacity.map((row: { seats: number }) => row.seats)).toEqual([2]);
  });

  it('keeps no booking nor held seats when the quote intent does not match (422)', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 3, priceMinor: 1500 });
    const quote = await t.app.json<{ data: { id: string } }>('/v1/public/payments/payment-intent', {
      method: 'POST',
      json: { workshopScheduleId: schedule.id, seats: 2 },
    });
    const { headers, ...res } = await book(t.app, t.db.knex, schedule.id, 1, undefined, {
      paymentIntentId: quote.body.data.id,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ paymentIntentId: ['This payment does not match the booking.'] });
    expect((await t.app.json<{ data: unknown[] }>('/v1/bookings', { headers })).body.data).toEqual([]);
    expect(await seatsOf(schedule.id)).toMatchObject({ held: 0, free: 3, balanced: true });
  });

  it('shows the check to super-admins only', async () => {
    expect((await t.app.request('/v1/seat-ledger/check')).status).toBe(401);
    const client = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await t.app.request('/v1/seat-ledger/check', { headers: client })).status).toBe(403);
    const res = await t.app.json<{ data: { balanced: boolean } }>('/v1/seat-ledger/check', {
      headers: await admin(),
    });
    expect(res.body.data.balanced).toBe(true);
  });
});

// Locks are proven on the PostgreSQL server only (PGlite has one connection: nothing runs at once).
describe.runIf(process.env.DATABASE_URL)('seat accounting under concurrency', () => {
  it('answers an attempt at a sold-out schedule with 409 and the seats left without waiting for its row', async () => {
    const { schedule } = await createSchedule(t.db.knex, { maxSeats: 1 });
    expect((await book(t.app, t.db.knex, schedule.id, 1)).status).toBe(201);
    const user = await createUser(t.db.knex);
    const events: string[] = [];
    const trx = await t.db.knex.transaction();
    await trx.raw('select 1 from workshop_schedules where id = ? for update', [schedule.id]);
    const answer = book(t.app, t.db.knex, schedule.id, 1, user).then((res) => {
      events.push('answered');
      return res;
    });
    // A safety valve only: the assertion is on the order of events, never on the time taken.
    await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    events.push('row released');
    await trx.rollback();
    expect(await answer).toMatchObject({ status: 409, body: { message: 'This schedule is fully booked.' } });
    expect(events).toEqual(['answered', 'row released']);
  });

  it('ties quote intents to bookings of one schedule in parallel: Stripe is never called under its lock', async () => {
    const emulator = t.app.payments.emulatorAccess;
    if (!emulator) throw new Error('the test app pays through its emulator');
    const proxy = await retrieveBarrier(emulator.port, 2);
    let app: TestApp | undefined;
    try {
      app = await startTestApp({ knex: t.db.knex, emulator: { ...emulator, port: proxy.port } });
      const { schedule } = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 1000 });
      const attempts = await Promise.all(
        [1, 2].map(async () => {
          const quote = await t.app.json<{ data: { id: string } }>('/v1/public/payments/payment-intent', {
            method: 'POST',
            json: { workshopScheduleId: schedule.id, seats: 1 },
          });
          const user = await createUser(t.db.knex);
          return { user, headers: await bearerFor(t.db.knex, user), intent: quote.body.data.id };
        }),
      );
      const answers = await Promise.all(
        attempts.map(({ user, headers, intent }) =>
          (app as TestApp).json<BookingAnswer>('/v1/bookings', {
            method: 'POST',
            headers,
            json: {
              userId: user.id,
              workshopScheduleId: schedule.id,
              seats: 1,
              address,
              paymentIntentId: intent,
            },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      // Both bookings reached Stripe before either got its answer: they waited for it side by side.
      expect(proxy.events.slice(0, 2)).toEqual(['retrieve asked', 'retrieve asked']);
      expect(await seatsOf(schedule.id)).toMatchObject({ held: 2, balanced: true });
    } finally {
      await app?.close();
      await proxy.close();
    }
  });
});

/**
 * A proxy in front of the Stripe emulator that holds every payment intent retrieval until `parties` of
 * them are waiting (or, as a safety valve, 5 s passed), recording the order of what it saw.
 */
async function retrieveBarrier(port: number, parties: number) {
  const events: string[] = [];
  let waiting: Array<() => void> = [];
  const releaseAll = () => {
    const go = waiting;
    waiting = [];
    for (const forward of go) forward();
  };
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(
        { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    };
    if (req.method !== 'GET' || !req.url?.startsWith('/v1/payment_intents/')) return forward();
    events.push('retrieve asked');
    waiting.push(() => {
      events.push('retrieve answered');
      forward();
    });
    if (waiting.length >= parties) releaseAll();
    else setTimeout(releaseAll, 5_000).unref();
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
