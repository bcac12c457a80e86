import { SEAT_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { User } from '../../models/user.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

interface SeatAnswer {
  message: string;
  errors: Record<string, string[]>;
  data: { id: string; status: string; userId: string | null; email: string | null; attended: boolean };
}

/** A booking of `seats` seats, with its booker's and coach's headers. */
async function booking(seats = 2) {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10 });
  const res = await book(t.app, t.db.knex, fixture.schedule.id, seats);
  return { id: res.body.data.id, booker: res.headers, coach: await bearerFor(t.db.knex, fixture.coach) };
}

const giveSeat = (headers: Record<string, string>, json: Record<string, unknown>) =>
  t.app.json<SeatAnswer>('/v1/booking-seats', { method: 'POST', headers, json });

const patchSeat = (id: string, headers: Record<string, string>, json: unknown) =>
  t.app.json<SeatAnswer>(`/v1/booking-seats/${id}`, { method: 'PATCH', headers, json });

/** Sends a seat's invitation and reads the token from the mailed link. */
async function invite(seatId: string, headers: Record<string, string>, to: string): Promise<string> {
  const sent = await t.app.json<SeatAnswer>(`/v1/booking-seats/${seatId}/send-invitation`, {
    method: 'POST',
    headers,
  });
  expect(sent.status).toBe(200);
  await t.app.jobs.drain();
  const token = /\/invitations\/([\w-]+)/.exec((await lastMailTo(t.app, to)).text)?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return token;
}

let mailbox = 0;
const address = () => `guest${Date.now().toString(36)}${mailbox++}@example.test`;

describe('POST /v1/booking-seats', () => {
  it('needs a user or an email, and never gives more seats than booked', async () => {
    const { id, booker } = await booking(2);
    const neither = await giveSeat(booker, { bookingId: id });
    expect(neither.body.errors).toEqual({
      userId: ['Either user ID or email must be provided'],
      email: ['Either user ID or email must be provided'],
    });
    const email = address();
    expect(
      (await giveSeat(booker, { bookingId: id, email: ` ${email.toUpperCase()} ` })).body.data,
    ).toMatchObject({
      email,
      status: 'PENDING',
    });
    expect((await giveSeat(booker, { bookingId: id, email })).body.errors).toEqual({
      email: ['This person already has a seat on this booking.'],
    });
    // The booker comes with the booking: their own address is no one to invite.
    const own = await t.app.json<{ data: { email: string } }>('/v1/user', { headers: booker });
    expect((await giveSeat(booker, { bookingId: id, email: own.body.data.email })).body.errors).toEqual({
      email: ['The booker comes with their booking and needs no invitation.'],
    });
    const friend = await createUser(t.db.knex);
    expect((await giveSeat(booker, { bookingId: id, userId: friend.id })).status).toBe(201);
    expect((await giveSeat(booker, { bookingId: id, email: address() })).body.errors).toEqual({
      bookingId: ['All 2 seats of this booking are already assigned.'],
    });
    expect(
      (await t.app.json(`/v1/bookings/${id}`, { method: 'PATCH', headers: booker, json: { seats: 1 } })).body,
    ).toMatchObject({ errors: { seats: ['2 seats are assigned: remove some before lowering the seats.'] } });
  });

  it('is the booker’s: the coach cannot give seats, a stranger does not see the booking', async () => {
    const { id, coach } = await booking();
    expect((await giveSeat(coach, { bookingId: id, email: address() })).status).toBe(403);
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await giveSeat(stranger, { bookingId: id, email: address() })).status).toBe(404);
  });

  it.runIf(process.env.DATABASE_URL)(
    'gives at most the booked seats when many are given at once',
    async () => {
      const { id, booker } = await booking(3);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => giveSeat(booker, { bookingId: id, email: address() })),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 422)).toHaveLength(9);
    },
  );
});

describe('invitations', () => {
  it('mails a link that shows the seat and signs a new person up on accepting', async () => {
    const { id, booker } = await booking();
    const email = address();
    const seat = (await giveSeat(booker, { bookingId: id, email })).body.data;
    const token = await invite(seat.id, booker, email);
    const shown = await t.app.json<{ data: { workshop: { title: string }; seat: { status: string } } }>(
      `/v1/invitations/${token}`,
    );
    expect(shown.body.data).toMatchObject({
      workshop: { title: 'Prompt engineering' },
      seat: { status: 'PENDING' },
    });
    const accepted = await t.app.json<{ data: { seat: { status: string; userId: string }; token: string } }>(
      '/v1/invitations/accept',
      {
        method: 'POST',
        json: { invitation_token: token, firstName: 'Ada', lastName: 'Lovelace', tokenMode: true },
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.seat.status).toBe('ACCEPTED');
    const user = await User.query(t.db.knex).findById(accepted.body.data.seat.userId);
    expect(user).toMatchObject({ email, status: 'pending' });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    // The answer's token is a working session of the new account.
    const me = await t.app.json<{ data: { email: string } }>('/v1/user', {
      headers: { Authorization: `Bearer ${accepted.body.data.token}` },
    });
    expect(me.body.data.email).toBe(email);
    const again = await t.app.json<SeatAnswer>('/v1/invitations/accept', {
      method: 'POST',
      json: { invitation_token: token },
    });
    expect(again.body.errors).toEqual({
      invitation_token: ['An ACCEPTED invitation cannot become ACCEPTED.'],
    });
  });

  it('asks an existing account to sign in, then binds the seat to it', async () => {
    const { id, booker } = await booking();
    const friend = await createUser(t.db.knex);
    const seat = (await giveSeat(booker, { bookingId: id, email: friend.email })).body.data;
    const token = await invite(seat.id, booker, friend.email);
    const signedOut = await t.app.json('/v1/invitations/accept', {
      method: 'POST',
      json: { invitation_token: token },
    });
    expect(signedOut.status).toBe(401);
    const accepted = await t.app.json<{ data: { seat: { userId: string; status: string } } }>(
      '/v1/invitations/accept',
      { method: 'POST', headers: await bearerFor(t.db.knex, friend), json: { invitation_token: token } },
    );
    expect(accepted.body.data.seat).toMatchObject({ userId: friend.id, status: 'ACCEPTED' });
    const given = await t.app.json<{ data: Array<{ id: string }> }>('/v1/booking-seats', {
      headers: await bearerFor(t.db.knex, friend),
    });
    expect(given.body.data.map((row) => row.id)).toEqual([seat.id]);
  });

  it('lets no other account take a seat mailed to an address, though anyone with the link may decline it', async () => {
    const { id, booker } = await booking();
    const invited = address();
    const seat = (await giveSeat(booker, { bookingId: id, email: invited })).body.data;
    const token = await invite(seat.id, booker, invited);
    const stranger = await createUser(t.db.knex);
    const taken = await t.app.json<SeatAnswer>('/v1/invitations/accept', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, stranger),
      json: { invitation_token: token },
    });
    expect(taken).toMatchObject({
      status: 422,
      body: { errors: { invitation_token: [SEAT_MESSAGES.otherEmail] } },
    });
    expect(await BookingSeat.acrossTenants(t.db.knex).findById(seat.id)).toMatchObject({
      status: 'PENDING',
      userId: null,
    });
    const declined = await t.app.json('/v1/invitations/decline', {
      method: 'POST',
      json: { invitation_token: token },
    });
    expect(declined.status).toBe(200);
  });

  it('shows what the seat is for, and lists it with that among the seats given to its holder', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 10 });
    await WorkshopSchedule.forTenant(fixture.team.id, t.db.knex)
      .findById(fixture.schedule.id)
      .patch({ timezone: 'Europe/Lisbon', location: 'Rua Augusta 1', mode: 'HYBRID' });
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2);
    const friend = await createUser(t.db.knex, { firstName: 'Grace', lastName: 'Hopper' });
    const seat = (await giveSeat(booked.headers, { bookingId: booked.body.data.id, email: friend.email }))
      .body.data;
    const token = await invite(seat.id, booked.headers, friend.email);
    const session = {
      booking: {
        id: booked.body.data.id,
        status: 'PENDING',
        inviteesPay: false,
        price: 10,
        currency: 'USD',
        inviteeHoldExpiresAt: null,
      },
      workshop: { id: fixture.schedule.workshopId, title: 'Prompt engineering' },
      schedule: {
        id: fixture.schedule.id,
        startDate: fixture.schedule.startDate.toISOString(),
        endDate: fixture.schedule.endDate.toISOString(),
        timezone: 'Europe/Lisbon',
        mode: 'HYBRID',
        location: 'Rua Augusta 1',
      },
      coach: { username: fixture.coach.username, firstName: 'Test', lastName: 'User' },
    };
    const shown = await t.app.json<{ data: Record<string, unknown> }>(`/v1/invitations/${token}`);
    expect(shown.body.data).toMatchObject({
      ...session,
      seat: { id: seat.id, email: friend.email, status: 'PENDING' },
      inviter: { username: booked.user.username, firstName: 'Test', lastName: 'User' },
    });
    const holder = await bearerFor(t.db.knex, friend);
    await t.app.json('/v1/invitations/accept', {
      method: 'POST',
      headers: holder,
      json: { invitation_token: token },
    });
    // The holder cannot read the booking (it is the booker's), so the seats given to them say what each is.
    expect((await t.app.json(`/v1/bookings/${booked.body.data.id}`, { headers: holder })).status).toBe(404);
    const given = await t.app.json<{ data: Array<Record<string, unknown>> }>(
      '/v1/booking-seats?status=ACCEPTED',
      { headers: holder },
    );
    expect(given.body.data).toEqual([
      expect.objectContaining({ id: seat.id, status: 'ACCEPTED', userId: friend.id, session }),
    ]);
    // The booking's own list is its parties', who read the booking itself.
    const listed = await t.app.json<{ data: Array<Record<string, unknown>> }>(
      `/v1/booking-seats?bookingId=${booked.body.data.id}`,
      { headers: booked.headers },
    );
    expect(listed.body.data[0]).not.toHaveProperty('session');
  });

  it('forgets the link of a seat the booker took back', async () => {
    const { id, booker } = await booking();
    const email = address();
    const seat = (await giveSeat(booker, { bookingId: id, email })).body.data;
    const token = await invite(seat.id, booker, email);
    expect(
      (await t.app.json(`/v1/booking-seats/${seat.id}`, { method: 'DELETE', headers: booker })).status,
    ).toBe(204);
    expect((await t.app.json(`/v1/invitations/${token}`)).status).toBe(404);
    const late = await t.app.json<SeatAnswer>('/v1/invitations/accept', {
      method: 'POST',
      json: { invitation_token: token },
    });
    expect(late.body.errors).toEqual({ invitation_token: ['This invitation is not valid.'] });
  });

  it('refuses a seat named for another account, a stale link, and an expired invitation', async () => {
    const { id, booker } = await booking();
    const friend = await createUser(t.db.knex);
    const seat = (await giveSeat(booker, { bookingId: id, userId: friend.id })).body.data;
    const first = await invite(seat.id, booker, friend.email);
    const token = await invite(seat.id, booker, friend.email);
    const stale = await t.app.json<SeatAnswer>('/v1/invitations/decline', {
      method: 'POST',
      json: { invitation_token: first },
    });
    expect(stale.body.errors).toEqual({ invitation_token: ['This invitation is not valid.'] });
    const intruder = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const wrong = await t.app.json<SeatAnswer>('/v1/invitations/accept', {
      method: 'POST',
      headers: intruder,
      json: { invitation_token: token },
    });
    expect(wrong.body.errors).toEqual({ invitation_token: ['This invitation is for another account.'] });
    await BookingSeat.acrossTenants(t.db.knex)
      .findById(seat.id)
      .patch({ invitationExpiresAt: new Date(Date.now() - 1000) });
    const shown = await t.app.json<{ data: { seat: { status: string } } }>(`/v1/invitations/${token}`);
    expect(shown.body.data.seat.status).toBe('EXPIRED');
    const late = await t.app.json<SeatAnswer>('/v1/invitations/accept', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, friend),
      json: { invitation_token: token },
    });
    expect(late.body.errors).toEqual({ invitation_token: ['This invitation has expired.'] });
    expect((await t.app.json('/v1/invitations/not-a-token')).status).toBe(404);
  });

  it('frees a declined seat for someone else, and sends it again only while there is room', async () => {
    const { id, booker } = await booking(1);
    const email = address();
    const seat = (await giveSeat(booker, { bookingId: id, email })).body.data;
    const token = await invite(seat.id, booker, email);
    const declined = await t.app.json<SeatAnswer>('/v1/invitations/decline', {
      method: 'POST',
      json: { invitation_token: token },
    });
    expect(declined.body.data.status).toBe('DECLINED');
    expect((await giveSeat(booker, { bookingId: id, email: address() })).status).toBe(201);
    const resend = await t.app.json<SeatAnswer>(`/v1/booking-seats/${seat.id}/send-invitation`, {
      method: 'POST',
      headers: booker,
    });
    expect(resend.body.errors).toEqual({ bookingId: ['The seat of this booking is already assigned.'] });
  });
});

describe('PATCH, DELETE and restore /v1/booking-seats/:id', () => {
  it('lets the coach record attendance and the booker change the holder of an open seat', async () => {
    const { id, booker, coach } = await booking();
    const seat = (await giveSeat(booker, { bookingId: id, email: address() })).body.data;
    expect((await patchSeat(seat.id, booker, { attended: true })).status).toBe(403);
    const marked = await patchSeat(seat.id, coach, {
      attended: true,
      attendanceNotes: 'Asked great questions',
    });
    expect(marked.body.data.attended).toBe(true);
    expect((await patchSeat(seat.id, coach, { attendanceNotes: 'x'.repeat(1001) })).status).toBe(422);
    const other = address();
    expect((await patchSeat(seat.id, booker, { email: other })).body.data).toMatchObject({ email: other });
    expect((await patchSeat(seat.id, booker, { status: 'ACCEPTED' })).status).toBe(403);
    expect((await patchSeat(seat.id, booker, { status: 'BOGUS' })).body.errors).toEqual({
      status: ['Please select a valid invitation status'],
    });
  });

  it('shows a seat to its booking’s parties and its holder only', async () => {
    const { id, booker, coach } = await booking();
    const friend = await createUser(t.db.knex);
    const seat = (await giveSeat(booker, { bookingId: id, userId: friend.id })).body.data;
    for (const headers of [booker, coach, await bearerFor(t.db.knex, friend)]) {
      const shown = await t.app.json<SeatAnswer>(`/v1/booking-seats/${seat.id}`, { headers });
      expect(shown.body.data).toMatchObject({ id: seat.id, userId: friend.id, status: 'PENDING' });
    }
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await t.app.json(`/v1/booking-seats/${seat.id}`, { headers: stranger })).status).toBe(404);
    const listed = await t.app.json<{ data: Array<{ id: string }> }>(`/v1/booking-seats?bookingId=${id}`, {
      headers: coach,
    });
    expect(listed.body.data.map((row) => row.id)).toEqual([seat.id]);
    expect((await t.app.json(`/v1/booking-seats?bookingId=${id}`, { headers: stranger })).status).toBe(404);
    const put = await t.app.json<SeatAnswer>(`/v1/booking-seats/${seat.id}`, {
      method: 'PUT',
      headers: coach,
      json: { attended: true },
    });
    expect(put.body.data.attended).toBe(true);
  });

  it('deletes a seat (freeing it) and restores it while the booking has room', async () => {
    const { id, booker } = await booking(1);
    const seat = (await giveSeat(booker, { bookingId: id, email: address() })).body.data;
    expect(
      (await t.app.json(`/v1/booking-seats/${seat.id}`, { method: 'DELETE', headers: booker })).status,
    ).toBe(204);
    const replacement = (await giveSeat(booker, { bookingId: id, email: address() })).body.data;
    const restore = () =>
      t.app.json<SeatAnswer>(`/v1/booking-seats/${seat.id}/restore`, { method: 'POST', headers: booker });
    expect((await restore()).body.errors).toEqual({
      bookingId: ['The seat of this booking is already assigned.'],
    });
    await t.app.json(`/v1/booking-seats/${replacement.id}`, { method: 'DELETE', headers: booker });
    expect((await restore()).body.data.id).toBe(seat.id);
  });
});
