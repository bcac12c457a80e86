import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { type BookingAnswer, book, confirmUnpaid, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Booking } from '../../models/booking.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();

/** A booking of `seats` on a new schedule, with the booker's and the coach's headers. */
async function booked(seats = 2, options: { maxSeats?: number; priceMinor?: number } = {}) {
  const fixture = await createSchedule(t.db.knex, { maxSeats: options.maxSeats ?? 5, ...options });
  const res = await book(t.app, t.db.knex, fixture.schedule.id, seats);
  expect(res.status).toBe(201);
  return {
    ...fixture,
    id: res.body.data.id,
    booker: res.headers,
    coachHeaders: await bearerFor(t.db.knex, fixture.coach),
  };
}

const patch = (id: string, headers: Record<string, string>, json: unknown) =>
  t.app.json<BookingAnswer>(`/v1/bookings/${id}`, { method: 'PATCH', headers, json });

describe('a booking, as its booker, its coach and others see it', () => {
  it('is shown to its booker and coach, and unknown (404) to anyone else', async () => {
    const { id, booker, coachHeaders, team } = await booked();
    expect((await t.app.json(`/v1/bookings/${id}`, { headers: booker })).status).toBe(200);
    const asCoach = await t.app.json<BookingAnswer>(`/v1/bookings/${id}`, { headers: coachHeaders });
    expect(asCoach.body.data).toMatchObject({ id, amountDue: 20, status: 'PENDING' });
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await t.app.json(`/v1/bookings/${id}`, { headers: stranger })).status).toBe(404);
    // Another coach of the same team runs other schedules: not theirs either.
    const colleague = await createUser(t.db.knex, { tenants: [team], roles: ['coach'] });
    const asColleague = await t.app.json(`/v1/bookings/${id}`, {
      headers: await bearerFor(t.db.knex, colleague),
    });
    expect(asColleague.status).toBe(404);
    expect((await patch(id, stranger, { notes: 'mine now' })).status).toBe(404);
  });

  it('lists mine by default, and the bookings of my schedules with view=team', async () => {
    const { id, booker, coachHeaders, team } = await booked();
    const mine = await t.app.json<{ data: Array<{ id: string }> }>('/v1/bookings', { headers: booker });
    expect(mine.body.data.map((row) => row.id)).toEqual([id]);
    const teamView = await t.app.json<{ data: Array<{ id: string; user: { email: string } }> }>(
      '/v1/bookings?view=team',
      { headers: { ...coachHeaders, 'X-Team': team.slug } },
    );
    expect(teamView.body.data.map((row) => row.id)).toEqual([id]);
    const colleague = await createUser(t.db.knex, { tenants: [team], roles: ['coach'] });
    const theirs = await t.app.json<{ data: unknown[] }>('/v1/bookings?view=team', {
      headers: { ...(await bearerFor(t.db.knex, colleague)), 'X-Team': team.slug },
    });
    expect(theirs.body.data).toEqual([]);
    // A client is not a member of the coach's team: the team view is closed to them.
    expect(
      (await t.app.json('/v1/bookings?view=team', { headers: { ...booker, 'X-Team': team.slug } })).status,
    ).toBe(403);
  });
});

describe('PATCH /v1/bookings/:id', () => {
  it('lets the booker change details and seats while pending, re-checking the seats', async () => {
    const { id, booker, coachHeaders } = await booked(2, { maxSeats: 3 });
    const res = await patch(id, booker, {
      notes: 'Vegetarian lunch',
      address: { city: 'Hamburg' },
      seats: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      seats: 3,
      amountDue: 30,
      address: { city: 'Hamburg', country: 'DE' },
    });
    expect(await patch(id, booker, { seats: 4 })).toMatchObject({
      status: 409,
      body: { message: 'Only 3 seats are left.' },
    });
    expect((await patch(id, booker, { coachNotes: 'VIP' })).status).toBe(403);
    expect((await patch(id, coachHeaders, { coachNotes: 'VIP' })).body.data.coachNotes).toBe('VIP');
    const put = await t.app.json<BookingAnswer>(`/v1/bookings/${id}`, {
      method: 'PUT',
      headers: booker,
      json: { notes: 'Window seat' },
    });
    expect(put.body.data).toMatchObject({ seats: 3, coachNotes: 'VIP' });
    expect((await patch(id, coachHeaders, { notes: 'not yours' })).status).toBe(403);
    expect((await patch(id, booker, { userId: (await createUser(t.db.knex)).id })).body.errors).toEqual({
      userId: ['The booker of a booking cannot be changed.'],
    });
  });

  it('moves through the transitions, naming an illegal one', async () => {
    const { id, booker, coachHeaders } = await booked();
    expect((await patch(id, booker, { status: 'CONFIRMED' })).body.errors).toEqual({
      status: ['This booking is confirmed once it is paid.'],
    });
    expect((await patch(id, booker, { status: 'COMPLETED' })).body.errors).toEqual({
      status: ['A PENDING booking cannot become COMPLETED.'],
    });
    const confirmed = await patch(id, coachHeaders, confirmUnpaid);
    expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED', holdExpiresAt: null });
    expect((await patch(id, booker, { seats: 1 })).body.errors).toEqual({
      seats: ['Seats can only be changed while the booking is pending.'],
    });
    expect((await patch(id, booker, { status: 'PENDING' })).body.errors).toEqual({
      status: ['A CONFIRMED booking cannot become PENDING.'],
    });
    expect((await patch(id, coachHeaders, { status: 'NO_SHOW' })).body.errors).toEqual({
      status: ['A booking can be marked COMPLETED or NO_SHOW once its schedule has started.'],
    });
    expect((await patch(id, booker, { status: 'CANCELLED' })).body.errors).toEqual({
      cancellationReason: ['A cancellation reason is required to cancel a booking.'],
    });
    const cancelled = await patch(id, booker, {
      status: 'CANCELLED',
      cancellationReason: 'Travel plans changed',
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'Travel plans changed',
    });
    expect((await patch(id, coachHeaders, { status: 'CONFIRMED' })).body.errors).toEqual({
      status: ['A CANCELLED booking cannot become CONFIRMED.'],
    });
    const row = await Booking.acrossTenants(t.db.knex).findById(id);
    expect(row?.cancelledAt).toBeInstanceOf(Date);
  });

  it('records attendance once the schedule has started (coach only)', async () => {
    const { id, booker, coachHeaders, schedule } = await booked();
    await patch(id, coachHeaders, confirmUnpaid);
    await WorkshopSchedule.forTenant(schedule.tenantId, t.db.knex)
      .findById(schedule.id)
      .patch({ startDate: new Date(Date.now() - 60_000) });
    expect((await patch(id, booker, { status: 'COMPLETED' })).status).toBe(403);
    expect((await patch(id, coachHeaders, { status: 'COMPLETED' })).body.data.status).toBe('COMPLETED');
  });

  it('lets the booker confirm what costs nothing', async () => {
    const { id, booker } = await booked(1, { priceMinor: 0 });
    expect((await patch(id, booker, { status: 'CONFIRMED' })).body.data.status).toBe('CONFIRMED');
  });

  it('re-checks the seats when an expired hold is confirmed', async () => {
    const { id, coachHeaders, schedule } = await booked(2, { maxSeats: 3 });
    await Booking.acrossTenants(t.db.knex)
      .findById(id)
      .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect((await book(t.app, t.db.knex, schedule.id, 2)).status).toBe(201);
    expect(await patch(id, coachHeaders, confirmUnpaid)).toMatchObject({
      status: 409,
      body: { message: 'Only 1 seat is left.' },
    });
  });
});

describe('DELETE and restore', () => {
  it('deletes a hold (freeing its seats), refuses a confirmed one, and restores while there is room', async () => {
    const { id, booker, coachHeaders, schedule } = await booked(2, { maxSeats: 2 });
    expect((await t.app.json(`/v1/bookings/${id}`, { method: 'DELETE', headers: coachHeaders })).status).toBe(
      403,
    );
    expect((await t.app.json(`/v1/bookings/${id}`, { method: 'DELETE', headers: booker })).status).toBe(204);
    expect((await t.app.json(`/v1/bookings/${id}`, { headers: booker })).status).toBe(404);
    const other = await book(t.app, t.db.knex, schedule.id, 2);
    expect(other.status).toBe(201);
    const restore = () =>
      t.app.json<BookingAnswer>(`/v1/bookings/${id}/restore`, { method: 'POST', headers: booker });
    expect(await restore()).toMatchObject({
      status: 409,
      body: { message: 'This schedule is fully booked.' },
    });
    await t.app.json(`/v1/bookings/${other.body.data.id}`, { method: 'DELETE', headers: other.headers });
    expect((await restore()).body.data).toMatchObject({ id, status: 'PENDING' });

    await patch(id, coachHeaders, confirmUnpaid);
    const refused = await t.app.json<BookingAnswer>(`/v1/bookings/${id}`, {
      method: 'DELETE',
      headers: booker,
    });
    expect(refused.body.errors).toEqual({ status: ['Cancel a confirmed booking before deleting it.'] });
  });

  it('keeps a coach of another team out of the team view', async () => {
    const { team } = await booked();
    const outsider = await createUser(t.db.knex, {
      tenants: [await createTenant(t.db.knex)],
      roles: ['coach'],
    });
    const res = await t.app.json('/v1/bookings?view=team', {
      headers: { ...(await bearerFor(t.db.knex, outsider)), 'X-Team': team.slug },
    });
    expect(res.status).toBe(403);
  });
});
