import { WAITLIST_MESSAGES } from '@exceed/contract';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { address, type BookingAnswer } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo, outbox } from '../../../test/outbox.ts';
import { ledgerOf } from '../../../test/payment-fixtures.ts';
import { waitlistFixtures } from '../../../test/waitlist-fixtures.ts';
import { checkSeatLedger } from '../../bookings/seat-ledger-check.ts';
import { offerFreedSeats } from '../../bookings/waitlist-offers.ts';
import { chargeWaitlistOffer } from '../../payments/waitlist-charge.ts';

const t = useApiTest();
const { fullSchedule, join, mine, runOffers, freeSeats } = waitlistFixtures(t);

/** A new person with `card` (one of Stripe's test numbers) saved through the API. */
async function personWithCard(card = '4242424242424242') {
  const user = await createUser(t.db.knex);
  const headers = await bearerFor(t.db.knex, user);
  const method = await t.app.payments.stripe.paymentMethods.create({
    type: 'card',
    card: { number: card, exp_month: 8, exp_year: 2040, cvc: '123' },
  });
  const saved = await t.app.json<{ data: { id: string } }>('/v1/payments/payment-methods', {
    method: 'POST',
    headers,
    json: { paymentMethodId: method.id },
  });
  expect(saved.status).toBe(201);
  return { user, headers, cardId: method.id };
}

/** The booking behind `id`, as its booker sees it. */
const bookingOf = async (id: string, headers: Record<string, string>) =>
  (
    await t.app.json<BookingAnswer & { data: { amountPaid: number } }>(`/v1/bookings/${id}`, {
      headers,
    })
  ).body.data;

/** How many payments of a booking Stripe made (its succeeded intents). */
async function chargesAtStripe(bookingId: string) {
  const events = await t.app.payments.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
  return events.data.filter(
    (event) => (event.data.object as { metadata?: Record<string, string> }).metadata?.bookingId === bookingId,
  ).length;
}

describe('joining to be charged automatically', () => {
  it('needs a saved card and the address', async () => {
    const { schedule } = await fullSchedule();
    const noCard = await join(schedule.id, 1, { autoCharge: true, address });
    expect(noCard.status).toBe(422);
    expect(noCard.body.errors).toEqual({ autoCharge: [WAITLIST_MESSAGES.noSavedCard] });

    const { user } = await personWithCard();
    const noAddress = await join(schedule.id, 1, { autoCharge: true }, user);
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.errors).toEqual({ address: ['Address is required.'] });

    const joined = await join(schedule.id, 1, { autoCharge: true, address }, user);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.data).toMatchObject({ autoCharge: true, status: 'WAITING', place: 1 });
    const entries = await t.app.json<{ data: unknown[] }>('/v1/waitlist-entries', {
      headers: joined.headers,
    });
    expect(entries.body.data).toHaveLength(1);
  });
});

describe('offers to an entry that asked to be charged', () => {
  it('charges the saved card once: the booking CONFIRMED, the entry CLAIMED, the confirmation mailed', async () => {
    const { schedule, booking } = await fullSchedule(1, 2500);
    const person = await personWithCard();
    const joined = await join(schedule.id, 1, { autoCharge: true, address }, person.user);
    await freeSeats(booking);
    // The offer alone, then its charge job and a second run of it at once (a retry racing the first):
    // both ask Stripe, with the booking's key, so the card is charged once and the payment applied once.
    await offerFreedSeats(t.db.knex, schedule.tenantId, schedule.id, 10);
    await Promise.all([
      t.app.jobs.drain(),
      chargeWaitlistOffer(
        {
          knex: t.db.knex,
          context: { payments: t.app.payments },
          log: pino({ level: 'silent' }),
        },
        schedule.tenantId,
        joined.body.data.id,
      ),
    ]);
    await runOffers();
    await t.app.payments.emulator?.idle();

    const entry = await mine(person.headers);
    expect(entry).toMatchObject({ id: joined.body.data.id, status: 'CLAIMED', place: null });
    const paid = await bookingOf(String(entry?.bookingId), person.headers);
    expect(paid).toMatchObject({ status: 'CONFIRMED', amountPaid: 25, address: { city: 'Berlin' } });
    expect((await ledgerOf(t.db.knex, String(entry?.bookingId))).map((row) => row.kind)).toEqual(['CHARGE']);
    expect(await chargesAtStripe(String(entry?.bookingId))).toBe(1);
    const mails = (await outbox(t.app)).filter((mail) => mail.to === person.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Booking confirmed: Prompt engineering']);
    expect((await checkSeatLedger(t.db.knex, schedule.id)).every((s) => s.balanced)).toBe(true);
  });

  it.each([
    ['declines', '4000000000000002'],
    ['asks for authentication, which nobody can give off-session', '4000002500003155'],
  ])('passes the offer on when the saved card %s', async (_what, card) => {
    const { schedule, booking } = await fullSchedule();
    const person = await personWithCard(card);
    await join(schedule.id, 1, { autoCharge: true, address }, person.user);
    const next = await join(schedule.id);
    await freeSeats(booking);
    await runOffers();

    const failed = await mine(person.headers);
    expect(failed).toMatchObject({ status: 'CHARGE_FAILED', place: null, offerExpiresAt: null });
    const held = await bookingOf(String(failed?.bookingId), person.headers);
    expect(held).toMatchObject({ status: 'CANCELLED', amountPaid: 0 });
    expect(await mine(next.headers)).toMatchObject({ status: 'OFFERED', place: 1 });
    expect((await lastMailTo(t.app, next.user.email)).text).toContain(`/waitlist/${next.body.data.id}`);
    const refused = await lastMailTo(t.app, person.user.email);
    expect(refused.subject).toBe('Your card was refused: Prompt engineering');
    expect(refused.text).toContain('your saved card was refused, so they went to the next person');
    expect(refused.text).toContain('/b/payments');
    expect((await checkSeatLedger(t.db.knex, schedule.id)).every((s) => s.balanced)).toBe(true);
  });

  it('passes the offer on when the card was removed after joining', async () => {
    const { schedule, booking } = await fullSchedule();
    const person = await personWithCard();
    await join(schedule.id, 1, { autoCharge: true, address }, person.user);
    const removed = await t.app.json(`/v1/payments/payment-methods/${person.cardId}`, {
      method: 'DELETE',
      headers: person.headers,
    });
    expect(removed.status).toBe(204);
    const next = await join(schedule.id);
    await freeSeats(booking);
    await runOffers();
    expect(await mine(person.headers)).toMatchObject({ status: 'CHARGE_FAILED' });
    expect(await mine(next.headers)).toMatchObject({ status: 'OFFERED' });
  });
});
