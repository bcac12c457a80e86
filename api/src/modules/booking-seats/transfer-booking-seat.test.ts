import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

interface SeatAnswer {
  errors: Record<string, string[]>;
  data: { id: string; status: string; userId: string | null; email: string | null };
}

let mailbox = 0;
const address = () => `heir${Date.now().toString(36)}${mailbox++}@example.test`;

/** A two-seat booking whose first seat a friend has accepted. */
async function acceptedSeat() {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10 });
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2);
  const booker = booked.headers;
  const friend = await createUser(t.db.knex);
  const friendHeaders = await bearerFor(t.db.knex, friend);
  const given = await t.app.json<SeatAnswer>('/v1/booking-seats', {
    method: 'POST',
    headers: booker,
    json: { bookingId: booked.body.data.id, userId: friend.id },
  });
  const seatId = given.body.data.id;
  await t.app.json(`/v1/booking-seats/${seatId}`, {
    method: 'PATCH',
    headers: friendHeaders,
    json: { status: 'ACCEPTED' },
  });
  return { fixture, bookingId: booked.body.data.id, booker, friend, friendHeaders, seatId };
}

const transfer = (seatId: string, headers: Record<string, string>, email: string) =>
  t.app.json<SeatAnswer>(`/v1/booking-seats/${seatId}/transfer`, {
    method: 'POST',
    headers,
    json: { email },
  });

describe('POST /v1/booking-seats/:id/transfer', () => {
  it('lets the attendee hand their accepted seat on: the new person is invited, the old one lets go', async () => {
    const { friendHeaders, seatId } = await acceptedSeat();
    const seen = await t.app.json<SeatAnswer>(`/v1/booking-seats/${seatId}`, { headers: friendHeaders });
    expect(seen.body.data).toMatchObject({ status: 'ACCEPTED' });

    const heir = address();
    const handed = await transfer(seatId, friendHeaders, ` ${heir.toUpperCase()} `);
    expect(handed.status).toBe(200);
    expect(handed.body.data).toMatchObject({ email: heir, userId: null, status: 'PENDING' });
    // The previous holder no longer plays a part in the seat.
    expect((await t.app.json(`/v1/booking-seats/${seatId}`, { headers: friendHeaders })).status).toBe(404);

    await t.app.jobs.drain();
    const token = /\/invitations\/([\w-]+)/.exec((await lastMailTo(t.app, heir)).text)?.[1];
    expect(token).toBeDefined();
    const accepted = await t.app.json<{ data: { seat: { status: string; email: string } } }>(
      '/v1/invitations/accept',
      {
        method: 'POST',
        json: { invitation_token: token, firstName: 'New', lastName: 'Holder', tokenMode: true },
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.seat).toMatchObject({ status: 'ACCEPTED', email: heir });
  });

  it('lets the booker hand any seat on, but not the coach; strangers do not see it', async () => {
    const { fixture, booker, seatId } = await acceptedSeat();
    const coach = await bearerFor(t.db.knex, fixture.coach);
    expect((await transfer(seatId, coach, address())).status).toBe(403);
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await transfer(seatId, stranger, address())).status).toBe(404);
    expect((await transfer(seatId, booker, address())).body.data).toMatchObject({ status: 'PENDING' });
  });

  it('keeps one seat per person and refuses a seat to whoever holds it already', async () => {
    const { bookingId, booker, friend, friendHeaders, seatId } = await acceptedSeat();
    expect((await transfer(seatId, friendHeaders, friend.email)).body.errors).toEqual({
      email: ['This seat is already theirs.'],
    });
    const other = await createUser(t.db.knex);
    await t.app.json('/v1/booking-seats', {
      method: 'POST',
      headers: booker,
      json: { bookingId, userId: other.id },
    });
    expect((await transfer(seatId, friendHeaders, other.email)).body.errors).toEqual({
      email: ['This person already has a seat on this booking.'],
    });
  });

  it('is closed once the session has started', async () => {
    const { fixture, friendHeaders, seatId } = await acceptedSeat();
    await WorkshopSchedule.forTenant(fixture.schedule.tenantId, t.db.knex)
      .findById(fixture.schedule.id)
      .patch({ startDate: new Date(Date.now() - 60_000) });
    const late = await transfer(seatId, friendHeaders, address());
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ email: ['A seat can only be handed on before the session starts.'] });
  });
});
