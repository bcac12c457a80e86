import { INVITEE_PAY_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { checkSeatLedger } from '../../bookings/seat-ledger-check.ts';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { LedgerEntry } from '../../models/ledger-entry.ts';

const t = useApiTest();
const HOUR = 3_600_000;

interface Answer {
  errors: Record<string, string[]>;
  data: Record<string, unknown> & { id: string };
}

/**
 * A booking of `seats` seats at 10.00 whose invitees pay, its booker paid (one seat), on a schedule of
 * `maxSeats`; `invite()` gives a seat to a new person who accepts it.
 */
async function paidByBooker(seats = 3, maxSeats = 3) {
  const fixture = await createSchedule(t.db.knex, { maxSeats });
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, seats, undefined, { inviteesPay: true });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const id = booked.body.data.id;
  expect(booked.body.data).toMatchObject({ amountDue: seats * 10, bookerDue: 10, inviteesPay: true });
  const paid = await t.app.json(`/v1/payments/bookings/${id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: { paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const invite = async () => {
    const friend = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, friend);
    const given = await t.app.json<Answer>('/v1/booking-seats', {
      method: 'POST',
      headers: booked.headers,
      json: { bookingId: id, userId: friend.id },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    const seatId = given.body.data.id;
    await t.app.json(`/v1/booking-seats/${seatId}`, {
      method: 'PATCH',
      headers,
      json: { status: 'ACCEPTED' },
    });
    return { friend, headers, seatId };
  };
  const paySeat = (seatId: string, headers: Record<string, string>) =>
    t.app.json<Answer>(`/v1/payments/booking-seats/${seatId}/payment-intent`, {
      method: 'POST',
      headers,
      json: { paymentMethodId: 'pm_card_visa' },
    });
  const stored = () => Booking.acrossTenants(t.db.knex).findById(id).throwIfNotFound();
  return { ...fixture, booked, id, invite, paySeat, stored };
}

/** Runs the jobs due at the invitees' hold's end, now. */
async function endTheHold(bookingId: string) {
  const past = new Date(Date.now() - 1000);
  await t.db.knex('bookings').where({ id: bookingId }).update({ invitee_hold_expires_at: past });
  await t.db.knex('jobs').whereNull('done_at').update({ run_at: past });
  await t.app.jobs.drain();
}

describe('invitees who pay for their own seats', () => {
  it('charges the booker one seat, holds the others for 48 hours and lets each invitee pay theirs once', async () => {
    const session = await paidByBooker();
    const booking = await session.stored();
    expect(booking).toMatchObject({ status: 'CONFIRMED', amountPaidMinor: 1000, inviteeSeatsPaid: 0 });
    const held = (booking.inviteeHoldExpiresAt?.getTime() ?? 0) - Date.now();
    expect(held).toBeGreaterThan(47 * HOUR);
    expect(held).toBeLessThanOrEqual(48 * HOUR);

    const { headers, seatId, friend } = await session.invite();
    // Only the person the seat is for pays for it.
    expect((await session.paySeat(seatId, session.booked.headers)).status).toBe(403);
    const paid = await session.paySeat(seatId, headers);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'succeeded', amount: 10 });
    const again = await session.paySeat(seatId, headers);
    expect(again.status).toBe(422);
    expect(again.body.errors.id).toEqual([INVITEE_PAY_MESSAGES.notPayable]);
    // A paid seat is not revoked (to be given again and paid twice): it is cancelled, refunding its payer.
    const revoked = await t.app.json<Answer>(`/v1/booking-seats/${seatId}`, {
      method: 'DELETE',
      headers: session.booked.headers,
    });
    expect(revoked.status).toBe(422);
    expect(revoked.body.errors.id).toEqual([INVITEE_PAY_MESSAGES.paidSeatKept]);

    expect(await session.stored()).toMatchObject({ amountPaidMinor: 2000, inviteeSeatsPaid: 1 });
    const seats = await t.app.json<{ data: Array<{ id: string; paidAt: string | null }> }>(
      `/v1/booking-seats?bookingId=${session.id}`,
      { headers: session.booked.headers },
    );
    expect(seats.body.data.find((seat) => seat.id === seatId)?.paidAt).toEqual(expect.any(String));
    // Each payment is a charge of its own in the ledger, the coach's payout follows both.
    const charges = await LedgerEntry.acrossTenants(t.db.knex).where({
      bookingId: session.id,
      kind: 'CHARGE',
    });
    expect(charges.map((charge) => charge.grossMinor)).toEqual([1000, 1000]);
    const invited = await BookingSeat.acrossTenants(t.db.knex).findById(seatId);
    expect(invited?.userId).toBe(friend.id);
  });

  it('never marks a seat paid by a payment of the same number in another currency', async () => {
    const session = await paidByBooker();
    const { headers, seatId } = await session.invite();
    const forged = await t.app.payments.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'jpy',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { bookingId: session.id, tenantId: session.schedule.tenantId, bookingSeatId: seatId },
    });
    const answer = await t.app.json(`/v1/payments/booking-seats/${seatId}/finalize`, {
      method: 'POST',
      headers,
      json: { paymentIntentId: forged.id },
    });
    await t.app.payments.emulator?.idle();
    expect(answer.status).toBeLessThan(500);
    expect(await session.stored()).toMatchObject({ amountPaidMinor: 1000, inviteeSeatsPaid: 0 });
    expect((await BookingSeat.acrossTenants(t.db.knex).findById(seatId))?.paidAt).toBeNull();
  });

  it('is for bookings of more than one seat, and the booker pays first', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 3 });
    const one = await book(t.app, t.db.knex, fixture.schedule.id, 1, undefined, { inviteesPay: true });
    expect(one.status).toBe(422);
    expect((one.body as unknown as Answer).errors.inviteesPay).toEqual([INVITEE_PAY_MESSAGES.severalSeats]);

    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2, undefined, { inviteesPay: true });
    const friend = await createUser(t.db.knex);
    const given = await t.app.json<Answer>('/v1/booking-seats', {
      method: 'POST',
      headers: booked.headers,
      json: { bookingId: booked.body.data.id, userId: friend.id },
    });
    const early = await t.app.json<Answer>(
      `/v1/payments/booking-seats/${given.body.data.id}/payment-intent`,
      {
        method: 'POST',
        headers: await bearerFor(t.db.knex, friend),
        json: {},
      },
    );
    expect(early.status).toBe(422);
    expect(early.body.errors.id).toEqual([INVITEE_PAY_MESSAGES.bookerFirst]);
  });

  it("mails the invitee a link to pay for their seat by the hold's end", async () => {
    const session = await paidByBooker(2);
    const email = `payer${Date.now().toString(36)}@example.test`;
    const given = await t.app.json<Answer>('/v1/booking-seats', {
      method: 'POST',
      headers: session.booked.headers,
      json: { bookingId: session.id, email },
    });
    expect(given.status).toBe(201);
    await t.app.json(`/v1/booking-seats/${given.body.data.id}/send-invitation`, {
      method: 'POST',
      headers: session.booked.headers,
    });
    await t.app.jobs.drain();
    const mail = await lastMailTo(t.app, email);
    expect(mail.text).toContain('It is yours once you pay for it ($10.00) before');
    expect(mail.text).toMatch(/Pay for your seat/);
    expect(mail.text).toMatch(/\/invitations\/[\w-]+/);
  });

  it('releases the unpaid seats when the hold ends and offers them to the waitlist first', async () => {
    const session = await paidByBooker(3, 3);
    const paying = await session.invite();
    await session.invite();
    expect((await session.paySeat(paying.seatId, paying.headers)).status).toBe(200);
    const waiting = await createUser(t.db.knex);
    const joined = await t.app.json<Answer>('/v1/waitlist-entries', {
      method: 'POST',
      headers: await bearerFor(t.db.knex, waiting),
      json: { workshopScheduleId: session.schedule.id, seats: 1 },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);

    await endTheHold(session.id);
    const booking = await session.stored();
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      seats: 2,
      seatsCancelled: 1,
      amountPaidMinor: 2000,
    });
    expect(booking.amountRefundedMinor).toBe(0);
    const live = await BookingSeat.acrossTenants(t.db.knex).where({ bookingId: session.id });
    expect(live.map((seat) => seat.id)).toEqual([paying.seatId]);
    const entry = await t.db.knex('waitlist_entries').where({ id: joined.body.data.id }).first();
    expect(entry.status).toBe('OFFERED');
    expect((await checkSeatLedger(t.db.knex, session.schedule.id)).every((s) => s.balanced)).toBe(true);
    // The paid seat is kept, and a second run releases nothing more.
    await endTheHold(session.id);
    expect((await session.stored()).seats).toBe(2);
  });

  it('refunds each payer on their own charge: a paid seat named, or all of them when the coach cancels', async () => {
    const session = await paidByBooker(3, 3);
    const first = await session.invite();
    const second = await session.invite();
    await session.paySeat(first.seatId, first.headers);
    await session.paySeat(second.seatId, second.headers);
    const cancel = (json: Record<string, unknown>, headers: Record<string, string>) =>
      t.app.json<Answer>(`/v1/bookings/${session.id}/cancellations`, {
        method: 'POST',
        headers,
        json: { cancellationReason: 'Plans changed', ...json },
      });
    // No seat is unpaid: a paid one goes only when named, since its payer is the one refunded.
    const unnamed = await cancel({ seats: 1 }, session.booked.headers);
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors.seatIds).toEqual([INVITEE_PAY_MESSAGES.namePaidSeats]);
    const quote = await t.app.json<Answer>(`/v1/bookings/${session.id}/cancellation-quote?seats=1`, {
      headers: session.booked.headers,
    });
    expect(quote.body.data).toMatchObject({ refund: 10, refundPercent: 100 });
    const named = await cancel({ seats: 1, seatIds: [first.seatId] }, session.booked.headers);
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(await session.stored()).toMatchObject({
      seats: 2,
      inviteeSeatsPaid: 1,
      amountRefundedMinor: 1000,
    });
    const firstSeat = await BookingSeat.acrossTenants(t.db.knex).withDeleted().findById(first.seatId);
    const refundOf = async (intentId: string) =>
      (await t.app.payments.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }))
        .latest_charge as { amount_refunded: number };
    expect((await refundOf(firstSeat?.paymentIntentId ?? '')).amount_refunded).toBe(1000);

    const coach = { ...(await bearerFor(t.db.knex, session.coach)), 'X-Team': session.team.slug };
    const all = await cancel({ seats: 2 }, coach);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const booking = await session.stored();
    expect(booking).toMatchObject({ status: 'CANCELLED', amountPaidMinor: 3000, amountRefundedMinor: 3000 });
    const secondSeat = await BookingSeat.acrossTenants(t.db.knex).findById(second.seatId);
    expect((await refundOf(secondSeat?.paymentIntentId ?? '')).amount_refunded).toBe(1000);
    expect((await refundOf(booking.paymentIntentId ?? '')).amount_refunded).toBe(1000);
    const refunds = await LedgerEntry.acrossTenants(t.db.knex).where({
      bookingId: session.id,
      kind: 'REFUND',
    });
    expect(refunds.map((refund) => refund.grossMinor).sort()).toEqual([-1000, -1000, -1000]);
  });
});
