import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { outbox } from '../../test/outbox.ts';
import { enqueue } from '../jobs/queue.ts';
import type { User } from '../models/user.ts';
import { digestDueAt, planBookingDigests } from './booking-digests.ts';
import { JOBS } from './notify.ts';

const t = useApiTest();

/** The mails to `to` (outbox order). */
const mailsTo = async (to: string) => (await outbox(t.app)).filter((mail) => mail.to === to);

/** Moments of two days far ahead, after the summary's hour (07:00 UTC), so that no test straddles it. */
const dayOne = new Date(Date.UTC(2031, 0, 10, 8));
const dayOneEvening = new Date(Date.UTC(2031, 0, 10, 22));
const dayTwo = new Date(Date.UTC(2031, 0, 11, 7, 5));

/**
 * A coach's published session next year on January 12, 8:00 to 9:00 in Chicago (CST), $10.00 a seat; the
 * coach chooses `bookingMails` through the API first (EACH is every account's default). `bookPaid`: a
 * named client books seats and pays, and the queued mail goes.
 */
async function coachWho(bookingMails?: 'EACH' | 'DAILY') {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 1000 });
  const headers = await bearerFor(t.db.knex, fixture.coach);
  if (bookingMails) {
    const chosen = await t.app.json<{ data: { bookingMails: string } }>(`/v1/users/${fixture.coach.id}`, {
      method: 'PATCH',
      headers,
      json: { bookingMails },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.bookingMails).toBe(bookingMails);
  }
  const year = new Date().getUTCFullYear() + 1;
  const start = new Date(Date.UTC(year, 0, 12, 14));
  const moved = await t.app.json(`/v1/workshop-schedules/${fixture.schedule.id}`, {
    method: 'PATCH',
    headers: { ...headers, 'X-Team': fixture.team.slug },
    json: {
      timezone: 'America/Chicago',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    },
  });
  expect(moved.status).toBe(200);
  const bookPaid = async (seats: number, firstName: string, lastName: string) => {
    const client: User = await createUser(t.db.knex, { firstName, lastName });
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, seats, client);
    expect(booked.status).toBe(201);
    const paid = await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
      method: 'POST',
      headers: booked.headers,
      json: { paymentMethodId: 'pm_card_visa' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await t.app.jobs.drain();
    return booked;
  };
  return { ...fixture, headers, year, bookPaid };
}

/** Plans the summaries due at `now`, as the timer does, and sends what that queued. */
async function digestsAt(now: Date) {
  const queued = await planBookingDigests(t.db.knex, now);
  await t.app.jobs.drain();
  return queued;
}

const NEW_BOOKING = 'New booking: Prompt engineering';

describe('a coach chooses how they hear of new bookings', () => {
  it('shows the choice in their own resource, EACH by default, and refuses another value in the bag', async () => {
    const coach = await coachWho();
    const own = await t.app.json<{ data: { bookingMails: string } }>('/v1/user', { headers: coach.headers });
    expect(own.body.data.bookingMails).toBe('EACH');
    const refused = await t.app.json(`/v1/users/${coach.coach.id}`, {
      method: 'PATCH',
      headers: coach.headers,
      json: { bookingMails: 'WEEKLY' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { bookingMails: ['Please select a valid choice of booking mails'] },
    });
  });

  it('EACH: a mail per booking, and no summary', async () => {
    const coach = await coachWho('EACH');
    await coach.bookPaid(2, 'Ada', 'Booker');
    await coach.bookPaid(1, 'Grace', 'Hopper');
    const mails = await mailsTo(coach.coach.email);
    expect(mails.map((mail) => mail.subject)).toEqual([NEW_BOOKING, NEW_BOOKING]);
    await digestsAt(dayOne);
    expect(await mailsTo(coach.coach.email)).toHaveLength(2);
  });

  it('DAILY: no mail per booking; one summary listing them when it is due, none again that day', async () => {
    const coach = await coachWho('DAILY');
    const ada = await coach.bookPaid(2, 'Ada', 'Booker');
    await coach.bookPaid(1, 'Grace', 'Hopper');
    expect(await mailsTo(coach.coach.email)).toEqual([]);
    // The bookers are told as before.
    expect((await mailsTo(ada.user.email)).map((mail) => mail.subject)).toEqual([
      'Booking confirmed: Prompt engineering',
    ]);

    await digestsAt(dayOne);
    const [digest, ...more] = await mailsTo(coach.coach.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Your daily summary: 2 new bookings');
    const when = `\\w{3}, Jan 12, ${coach.year}, 8:00 – 9:00 AM CST`;
    expect(digest?.text).toMatch(
      new RegExp(`"Prompt engineering", ${when}: Ada Booker booked 2 seats\\. Paid: \\$20\\.00\\.`),
    );
    expect(digest?.text).toMatch(
      new RegExp(`"Prompt engineering", ${when}: Grace Hopper booked 1 seat\\. Paid: \\$10\\.00\\.`),
    );
    expect(digest?.text).toContain('/c/bookings');
    expect(digest?.html).toContain('Ada Booker booked 2 seats');

    // The same day again: nothing, even with a new booking (it waits for tomorrow's).
    await coach.bookPaid(3, 'Alan', 'Turing');
    await digestsAt(dayOneEvening);
    expect(await mailsTo(coach.coach.email)).toHaveLength(1);
    await digestsAt(dayTwo);
    const [, next] = await mailsTo(coach.coach.email);
    expect(next?.subject).toBe('Your daily summary: 1 new booking');
    expect(next?.text).toContain('Alan Turing booked 3 seats');
    expect(next?.text).not.toContain('Ada Booker');
  });

  it('DAILY with no booking: no summary', async () => {
    const coach = await coachWho('DAILY');
    await digestsAt(dayOne);
    await digestsAt(dayTwo);
    expect(await mailsTo(coach.coach.email)).toEqual([]);
  });

  it('DAILY: a cancellation is mailed at once, and a cancelled booking is not summed up', async () => {
    const coach = await coachWho('DAILY');
    const ada = await coach.bookPaid(2, 'Ada', 'Booker');
    await coach.bookPaid(1, 'Grace', 'Hopper');
    const cancelled = await t.app.json(`/v1/bookings/${ada.body.data.id}/cancellations`, {
      method: 'POST',
      headers: ada.headers,
      json: { seats: 2, cancellationReason: 'Plans changed.' },
    });
    expect(cancelled.status).toBe(200);
    await t.app.jobs.drain();
    expect((await mailsTo(coach.coach.email)).map((mail) => mail.subject)).toEqual([
      'Booking cancelled: Prompt engineering',
    ]);
    await digestsAt(dayOne);
    const digest = (await mailsTo(coach.coach.email)).at(-1);
    expect(digest?.subject).toBe('Your daily summary: 1 new booking');
    expect(digest?.text).toContain('Grace Hopper booked 1 seat');
    expect(digest?.text).not.toContain('Ada Booker');
  });

  it('sends one summary a day to a coach however many replicas plan it at once', async () => {
    const coach = await coachWho('DAILY');
    await coach.bookPaid(1, 'Ada', 'Booker');
    const queued = await Promise.all([1, 2, 3, 4].map(() => planBookingDigests(t.db.knex, dayOne)));
    expect(queued.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    await t.app.jobs.drain();
    const digests = await t.db.knex('booking_digests').where({ coachId: coach.coach.id });
    expect(digests).toHaveLength(1);
    // Its mail job run again (a retry, a lease taken over): the summary was sent already.
    await enqueue(t.db.knex, { name: JOBS.bookingDigest, payload: { digestId: digests[0].id } });
    await t.app.jobs.drain();
    expect((await mailsTo(coach.coach.email)).map((mail) => mail.subject)).toEqual([
      'Your daily summary: 1 new booking',
    ]);
  });

  it('keeps bookings held for a summary in it when the coach goes back to a mail per booking', async () => {
    const coach = await coachWho('DAILY');
    await coach.bookPaid(1, 'Ada', 'Booker');
    const back = await t.app.json(`/v1/users/${coach.coach.id}`, {
      method: 'PATCH',
      headers: coach.headers,
      json: { bookingMails: 'EACH' },
    });
    expect(back.status).toBe(200);
    await coach.bookPaid(1, 'Grace', 'Hopper');
    expect((await mailsTo(coach.coach.email)).map((mail) => mail.subject)).toEqual([NEW_BOOKING]);
    await digestsAt(dayOne);
    const digest = (await mailsTo(coach.coach.email)).at(-1);
    expect(digest?.subject).toBe('Your daily summary: 1 new booking');
    expect(digest?.text).toContain('Ada Booker');
    expect(digest?.text).not.toContain('Grace Hopper');
  });
});

describe('digestDueAt', () => {
  it("is today's hour once it has come, else yesterday's", () => {
    expect(digestDueAt(new Date('2031-01-10T07:00:00Z')).toISOString()).toBe('2031-01-10T07:00:00.000Z');
    expect(digestDueAt(new Date('2031-01-10T23:59:00Z')).toISOString()).toBe('2031-01-10T07:00:00.000Z');
    expect(digestDueAt(new Date('2031-01-10T06:59:59Z')).toISOString()).toBe('2031-01-09T07:00:00.000Z');
  });
});
