import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { Profile } from '../../models/profile.ts';

const t = useApiTest();

interface Seat {
  id: string;
  userId: string | null;
  email: string | null;
  name: string | null;
  status: string;
}

/** A booking of three seats, with its booker's and coach's headers. */
async function booking() {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10 });
  const booker = await createUser(t.db.knex, { firstName: 'Grace', lastName: 'Hopper' });
  const res = await book(t.app, t.db.knex, fixture.schedule.id, 3, booker);
  return { id: res.body.data.id, booker: res.headers, coach: await bearerFor(t.db.knex, fixture.coach) };
}

const giveSeat = async (headers: Record<string, string>, json: Record<string, unknown>) =>
  (await t.app.json<{ data: Seat }>('/v1/booking-seats', { method: 'POST', headers, json })).body.data;

const seatsOf = (bookingId: string, headers: Record<string, string>) =>
  t.app.json<{ data: Seat[] }>(`/v1/booking-seats?bookingId=${bookingId}`, { headers });

/** The invitation token of a seat, as its mail carries it. */
async function invitationOf(seatId: string, headers: Record<string, string>, to: string): Promise<string> {
  await t.app.json(`/v1/booking-seats/${seatId}/send-invitation`, { method: 'POST', headers });
  await t.app.jobs.drain();
  const token = /\/invitations\/([\w-]+)/.exec((await lastMailTo(t.app, to)).text)?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return token;
}

describe("a seat's holder by name", () => {
  it('names each accepted holder to the coach and the booker, with the address the seat was given to', async () => {
    const { id, booker, coach } = await booking();
    // Ada is invited by address and accepts; Bob, given a seat by account, took it and has no profile
    // name (his username names him); Cleo was given one and has not answered.
    const ada = await createUser(t.db.knex, { firstName: 'Ada', lastName: 'Lovelace' });
    const adaSeat = await giveSeat(booker, { bookingId: id, email: ada.email });
    const token = await invitationOf(adaSeat.id, booker, ada.email);
    const accepted = await t.app.json('/v1/invitations/accept', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, ada),
      json: { invitation_token: token },
    });
    expect(accepted.status).toBe(200);
    const bob = await createUser(t.db.knex, { username: `bob${Date.now().toString(36)}` });
    await Profile.query(t.db.knex).where('userId', bob.id).delete();
    const bobSeat = await giveSeat(booker, { bookingId: id, userId: bob.id });
    await BookingSeat.acrossTenants(t.db.knex).findById(bobSeat.id).patch({ status: 'ACCEPTED' });
    const cleo = await createUser(t.db.knex, { firstName: 'Cleo', lastName: 'Secret' });
    const cleoSeat = await giveSeat(booker, { bookingId: id, userId: cleo.id });

    const expected = [
      { id: adaSeat.id, name: 'Ada Lovelace', email: ada.email, status: 'ACCEPTED' },
      { id: bobSeat.id, name: bob.username, email: null, status: 'ACCEPTED' },
      // Not taken yet: no name, so giving a seat to an account's id tells no one who it is.
      { id: cleoSeat.id, name: null, email: null, status: 'PENDING' },
    ];
    for (const headers of [coach, booker]) {
      const listed = await seatsOf(id, headers);
      expect(listed.status).toBe(200);
      expect(listed.body.data).toMatchObject(expected);
    }
    // One seat read on its own says the same, to its holder too; the account's address is named nowhere.
    const shown = await t.app.json<{ data: Seat }>(`/v1/booking-seats/${bobSeat.id}`, {
      headers: await bearerFor(t.db.knex, bob),
    });
    expect(shown.body.data).toMatchObject({ name: bob.username, email: null });
    expect(JSON.stringify((await seatsOf(id, coach)).body)).not.toContain(bob.email);

    // The coach's booking names its booker too (they attend with it).
    const read = await t.app.json<{ data: { user: { name: string } } }>(`/v1/bookings/${id}`, {
      headers: coach,
    });
    expect(read.body.data.user.name).toBe('Grace Hopper');
  });

  it('tells a stranger nothing, and names no one to whoever holds an invitation link', async () => {
    const { id, booker } = await booking();
    const ada = await createUser(t.db.knex, { firstName: 'Ada', lastName: 'Lovelace' });
    const seat = await giveSeat(booker, { bookingId: id, email: ada.email });
    const token = await invitationOf(seat.id, booker, ada.email);
    await t.app.json('/v1/invitations/accept', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, ada),
      json: { invitation_token: token },
    });
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await seatsOf(id, stranger)).status).toBe(404);
    expect((await t.app.json(`/v1/booking-seats/${seat.id}`, { headers: stranger })).status).toBe(404);
    // A link can be passed on: read by its token, the seat names no one.
    const byLink = await t.app.json<{ data: { seat: Seat } }>(`/v1/invitations/${token}`);
    expect(byLink.body.data.seat).toMatchObject({ status: 'ACCEPTED', name: null });
  });
});
