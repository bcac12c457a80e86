import { bookedSessionMessage } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book } from '../../../test/booking-fixtures.ts';
import { bearerFor } from '../../../test/identity-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import { waitlistFixtures } from '../../../test/waitlist-fixtures.ts';
import { releaseAllExpiredHolds } from '../../bookings/seat-counter.ts';
import { checkSeatLedger } from '../../bookings/seat-ledger-check.ts';

const t = useApiTest();
const { fullSchedule, join, mine, claim, runOffers, freeSeats } = waitlistFixtures(t);

/** A full one-seat schedule whose seat was freed and offered to the first of two in line. */
async function offeredToFirst() {
  const full = await fullSchedule();
  const first = await join(full.schedule.id);
  const second = await join(full.schedule.id);
  await freeSeats(full.booking);
  await runOffers();
  expect(await mine(first.headers)).toMatchObject({ status: 'OFFERED' });
  const coach = { ...(await bearerFor(t.db.knex, full.coach)), 'X-Team': full.team.slug };
  return { ...full, first, second, coach };
}

/** How many mails carry the claim link of `entryId`. */
const offerMails = async (entryId: string) =>
  (await outbox(t.app)).filter((mail) => mail.text.includes(`/waitlist/${entryId}`)).length;

describe('a schedule that will not take place', () => {
  it('closes its line when its session is cancelled: nobody is offered its seats', async () => {
    const { schedule, first, second, coach } = await offeredToFirst();
    const offeredBooking = (await mine(first.headers))?.bookingId;
    const cancelled = await t.app.json(`/v1/workshop-schedules/${schedule.id}`, {
      method: 'PATCH',
      headers: coach,
      json: { status: 'CANCELLED' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await runOffers({ lapse: true });
    expect(await mine(first.headers)).toMatchObject({
      status: 'CANCELLED',
      place: null,
      offerExpiresAt: null,
    });
    expect(await mine(second.headers)).toMatchObject({ status: 'CANCELLED', place: null });
    expect(await offerMails(second.body.data.id)).toBe(0);
    const held = await t.db.knex('bookings').where({ id: offeredBooking }).first('status', 'seats_held');
    expect(held).toEqual({ status: 'CANCELLED', seatsHeld: 0 });
    expect((await checkSeatLedger(t.db.knex, schedule.id)).every((s) => s.balanced)).toBe(true);
  });

  it('is not deleted while seats freed for its line are held for an offer: it is cancelled instead', async () => {
    const { schedule, first, second, coach } = await offeredToFirst();
    const deleted = await t.app.json<{ errors: Record<string, string[]> }>(
      `/v1/workshop-schedules/${schedule.id}`,
      { method: 'DELETE', headers: coach },
    );
    expect(deleted.status).toBe(422);
    expect(deleted.body.errors.status).toEqual([bookedSessionMessage(1)]);
    // Nothing changed: the offer stands, and so does the line.
    expect(await mine(first.headers)).toMatchObject({ status: 'OFFERED' });
    expect(await mine(second.headers)).toMatchObject({ status: 'WAITING', place: 2 });
  });
});

describe('a claimed offer', () => {
  it('whose hold lapsed unpaid holds nothing any more: its seats go to the next in line', async () => {
    const { schedule, first, second } = await offeredToFirst();
    const claimed = await claim(first.body.data.id, first.headers);
    expect(claimed.status).toBe(200);
    expect(await mine(first.headers)).toMatchObject({ status: 'CLAIMED' });

    await t.db
      .knex('bookings')
      .where({ id: claimed.body.data.id })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    // The expiry timer's release (process/once-per-app.ts), then the offer it queued.
    expect(await releaseAllExpiredHolds(t.db.knex)).toBe(1);
    await runOffers();
    expect(await mine(first.headers)).toMatchObject({ status: 'EXPIRED', place: null });
    expect(await mine(second.headers)).toMatchObject({ status: 'OFFERED', place: 1 });
    expect(await offerMails(second.body.data.id)).toBe(1);
    expect((await book(t.app, t.db.knex, schedule.id, 1)).status).toBe(409);
    expect((await checkSeatLedger(t.db.knex, schedule.id)).every((s) => s.balanced)).toBe(true);
  });

  it('paid, then cancelled, is not offered again to the same entry', async () => {
    const { first, second } = await offeredToFirst();
    const claimed = await claim(first.body.data.id, first.headers);
    const paid = await t.app.json(`/v1/payments/bookings/${claimed.body.data.id}/payment-intent`, {
      method: 'POST',
      headers: first.headers,
      json: { paymentMethodId: 'pm_card_visa' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await t.app.payments.emulator?.idle();
    expect(await mine(first.headers)).toMatchObject({ status: 'CLAIMED' });

    await freeSeats({ body: claimed.body, headers: first.headers });
    await runOffers();
    expect(await mine(first.headers)).toMatchObject({ status: 'CLAIMED', bookingId: claimed.body.data.id });
    expect(await offerMails(first.body.data.id)).toBe(1);
    expect(await mine(second.headers)).toMatchObject({ status: 'OFFERED', place: 1 });
  });
});
