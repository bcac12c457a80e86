import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { outbox } from '../../test/outbox.ts';
import { Booking } from '../models/booking.ts';

const t = useApiTest();

/** Subjects of the mail sent to `to` since `since` (outbox order). */
async function subjectsTo(to: string, since = 0) {
  return (await outbox(t.app))
    .slice(since)
    .filter((mail) => mail.to === to)
    .map((mail) => mail.subject);
}

/** A paid booking three days ahead, with a guest who accepted one of its seats. */
async function bookedSession() {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 1000 });
  const coach = await bearerFor(t.db.knex, fixture.coach);
  const start = new Date(Date.now() + 3 * 86_400_000);
  await t.app.json(`/v1/workshop-schedules/${fixture.schedule.id}`, {
    method: 'PATCH',
    headers: { ...coach, 'X-Team': fixture.team.slug },
    json: { startDate: start.toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString() },
  });
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2);
  await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: { paymentMethodId: 'pm_card_visa' },
  });
  const guest = await createUser(t.db.knex);
  const seat = await t.app.json<{ data: { id: string } }>('/v1/booking-seats', {
    method: 'POST',
    headers: booked.headers,
    json: { bookingId: booked.body.data.id, userId: guest.id },
  });
  await t.app.json(`/v1/booking-seats/${seat.body.data.id}`, {
    method: 'PATCH',
    headers: await bearerFor(t.db.knex, guest),
    json: { status: 'ACCEPTED' },
  });
  const reminder = () =>
    t.db
      .knex('jobs')
      .where({ uniqueKey: `reminder:${fixture.schedule.id}:24` })
      .whereNull('doneAt')
      .first();
  const patchSchedule = (json: Record<string, unknown>) =>
    t.app.json(`/v1/workshop-schedules/${fixture.schedule.id}`, {
      method: 'PATCH',
      headers: { ...coach, 'X-Team': fixture.team.slug },
      json,
    });
  return { ...fixture, start, booked, guest, seatId: seat.body.data.id, reminder, patchSchedule };
}

describe('mail about bookings and sessions, through the job queue', () => {
  it('confirms a paid booking by mail and plans one reminder a day before the session', async () => {
    const { booked, start, reminder } = await bookedSession();
    const before = (await outbox(t.app)).length;
    await t.app.jobs.drain();
    expect(await subjectsTo(booked.user.email, before)).toEqual(['Booking confirmed: Prompt engineering']);
    const job = await reminder();
    expect(new Date(job.runAt).getTime()).toBe(start.getTime() - 86_400_000);
  });

  it("writes the session's time in the session's own zone, named (the one clock)", async () => {
    const { booked, patchSchedule } = await bookedSession();
    // Next year's January 12, 14:00 UTC: 8:00 in Chicago, on standard time.
    const year = new Date().getUTCFullYear() + 1;
    const start = new Date(Date.UTC(year, 0, 12, 14));
    await patchSchedule({
      timezone: 'America/Chicago',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    const before = (await outbox(t.app)).length;
    await t.app.jobs.drain();
    const mails = (await outbox(t.app)).slice(before).filter((mail) => mail.to === booked.user.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Booking confirmed: Prompt engineering',
      'New date for Prompt engineering',
    ]);
    for (const mail of mails) {
      expect(mail.text).toMatch(new RegExp(`\\w{3}, Jan 12, ${year}, 8:00 – 9:00 AM CST\\.`));
      expect(mail.text).not.toMatch(/GMT|UTC/);
    }
  });

  it("adds the reader's own time when their account names a zone, and a reply reaches the coach", async () => {
    const { booked, coach, patchSchedule } = await bookedSession();
    // Next year's January 12, 16:00 UTC: 17:00 in Berlin, 11:00 in New York.
    const year = new Date().getUTCFullYear() + 1;
    const start = new Date(Date.UTC(year, 0, 12, 16));
    const own = await bearerFor(t.db.knex, booked.user);
    const refused = await t.app.json<{ errors: Record<string, string[]> }>(`/v1/users/${booked.user.id}`, {
      method: 'PATCH',
      headers: own,
      json: { timezone: 'Mars/Olympus_Mons' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.timezone).toEqual(['Please select a valid time zone']);
    const saved = await t.app.json<{ data: { timezone: string } }>(`/v1/users/${booked.user.id}`, {
      method: 'PATCH',
      headers: own,
      json: { timezone: 'America/New_York' },
    });
    expect(saved.body.data.timezone).toBe('America/New_York');
    await patchSchedule({
      timezone: 'Europe/Berlin',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    const before = (await outbox(t.app)).length;
    await t.app.jobs.drain();
    const mails = (await outbox(t.app)).slice(before).filter((mail) => mail.to === booked.user.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain(`Jan 12, ${year}, 5:00 – 6:00 PM GMT+1 (11:00 AM – 12:00 PM your time)`);
      expect(mail.html).toContain('11:00 AM – 12:00 PM your time');
      expect(mail.replyTo).toBe(`"Test User" <${coach.email}>`);
      expect(mail.text).toContain(`Reply to this mail to write to Test User.`);
    }
  });

  it('tells attendees when the session moves, moving its reminder, and reminds them on the day', async () => {
    const { booked, guest, reminder, patchSchedule, start } = await bookedSession();
    await t.app.jobs.drain();
    const before = (await outbox(t.app)).length;
    const later = new Date(start.getTime() + 86_400_000);
    await patchSchedule({
      startDate: later.toISOString(),
      endDate: new Date(later.getTime() + 3_600_000).toISOString(),
    });
    await t.app.jobs.drain();
    for (const email of [booked.user.email, guest.email]) {
      expect(await subjectsTo(email, before)).toEqual(['New date for Prompt engineering']);
    }
    const moved = await reminder();
    expect(new Date(moved.runAt).getTime()).toBe(later.getTime() - 86_400_000);
    // The day comes: the reminder is due.
    await t.db.knex('jobs').where({ id: moved.id }).update({ runAt: new Date() });
    await t.app.jobs.drain();
    expect(await subjectsTo(guest.email, before)).toEqual([
      'New date for Prompt engineering',
      'Tomorrow: Prompt engineering',
    ]);
  });

  it('cancels and refunds the bookings of a cancelled session, tells its attendees and drops the reminder', async () => {
    const { booked, guest, reminder, patchSchedule } = await bookedSession();
    await t.app.jobs.drain();
    const before = (await outbox(t.app)).length;
    expect((await patchSchedule({ status: 'CANCELLED' })).status).toBe(200);
    expect(await Booking.acrossTenants(t.db.knex).findById(booked.body.data.id)).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'The session was cancelled by its coach.',
      amountRefundedMinor: 2000,
    });
    expect(await reminder()).toBeUndefined();
    await t.app.jobs.drain();
    expect(await subjectsTo(guest.email, before)).toEqual(['Cancelled: Prompt engineering']);
    // The booker paid: the refund's own mail says how much, and to which card.
    expect(await subjectsTo(booked.user.email, before)).toEqual([
      'Cancelled: Prompt engineering',
      'Refund on its way: Prompt engineering',
    ]);
  });
});

/** The mails to `to` since `since` (outbox order). */
async function mailsTo(to: string, since: number) {
  return (await outbox(t.app)).slice(since).filter((mail) => mail.to === to);
}

/**
 * Makes a change through the API once the mail queued before it is out, checks it answered 200, sends
 * what it queued, and answers who got which of those mails.
 */
async function mailOf(change: () => Promise<{ status: number; body: unknown }>) {
  await t.app.jobs.drain();
  const before = (await outbox(t.app)).length;
  const answer = await change();
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await t.app.jobs.drain();
  return (to: string) => mailsTo(to, before);
}

describe('mail about every change to a booking (nothing silent)', () => {
  it("tells the coach of a new booking by the booker's name", async () => {
    const { booked, coach } = await bookedSession();
    await t.db
      .knex('profiles')
      .where({ userId: booked.user.id })
      .update({ firstName: 'Ada', lastName: 'Booker' });
    const before = (await outbox(t.app)).length;
    await t.app.jobs.drain();
    const [mail] = await mailsTo(coach.email, before);
    expect(mail?.subject).toBe('New booking: Prompt engineering');
    expect(mail?.text).toContain('Ada Booker booked 2 seats at "Prompt engineering"');
    expect(mail?.text).toContain('Paid: $20.00.');
  });

  it('tells the booker, the coach and the holder of a seat when the booker cancels, and the booker when the refund is made', async () => {
    const { booked, guest, coach } = await bookedSession();
    const mailTo = await mailOf(async () =>
      t.app.json(`/v1/bookings/${booked.body.data.id}/cancellations`, {
        method: 'POST',
        headers: booked.headers,
        json: { seats: 2, cancellationReason: 'Plans changed.' },
      }),
    );

    const toBooker = await mailTo(booked.user.email);
    expect(toBooker.map((mail) => mail.subject)).toEqual([
      'Booking cancelled: Prompt engineering',
      'Refund on its way: Prompt engineering',
    ]);
    expect(toBooker[0]?.text).toContain('You cancelled your booking at "Prompt engineering"');
    expect(toBooker[0]?.text).toContain('Reason: Plans changed.');
    expect(toBooker[0]?.text).toContain('$20.00 is being refunded to the card you paid with');
    expect(toBooker[1]?.text).toContain('$20.00 for "Prompt engineering" is refunded to Visa ending 4242.');

    const toCoach = await mailTo(coach.email);
    expect(toCoach.map((mail) => mail.subject)).toEqual(['Booking cancelled: Prompt engineering']);
    expect(toCoach[0]?.text).toMatch(/cancelled their booking of 2 seats at "Prompt engineering"/);

    const toGuest = await mailTo(guest.email);
    expect(toGuest.map((mail) => mail.subject)).toEqual(['Your seat is cancelled: Prompt engineering']);
  });

  it('tells the booker when the coach cancels, and does not tell the coach what they did', async () => {
    const { booked, coach, team } = await bookedSession();
    const mailTo = await mailOf(async () =>
      t.app.json(`/v1/bookings/${booked.body.data.id}/cancellations`, {
        method: 'POST',
        headers: { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug },
        json: { seats: 1, cancellationReason: 'The room is smaller.' },
      }),
    );
    const [mail] = await mailTo(booked.user.email);
    expect(mail?.subject).toBe('Seats cancelled: Prompt engineering');
    expect(mail?.text).toContain('The coach cancelled 1 seat of your booking at "Prompt engineering"');
    expect(mail?.text).toContain('$10.00 is being refunded');
    expect(await mailTo(coach.email)).toEqual([]);
  });

  it('tells the booker when a holder hands their seat over, and not the holder who did it', async () => {
    const { booked, guest, seatId } = await bookedSession();
    await t.db.knex('profiles').where({ userId: guest.id }).update({ firstName: 'Grace', lastName: 'Guest' });
    const mailTo = await mailOf(async () =>
      t.app.json(`/v1/booking-seats/${seatId}/transfer`, {
        method: 'POST',
        headers: await bearerFor(t.db.knex, guest),
        json: { email: 'friend@example.test' },
      }),
    );
    const [mail] = await mailTo(booked.user.email);
    expect(mail?.subject).toBe('Seat handed over: Prompt engineering');
    expect(mail?.text).toContain('A seat of your booking at "Prompt engineering"');
    expect(mail?.text).toContain('now belongs to friend@example.test: Grace Guest handed it over.');
    expect(await mailTo(guest.email)).toEqual([]);
    expect((await mailTo('friend@example.test')).map((one) => one.subject)).toHaveLength(1);
  });

  it('tells the holder when the booker takes their seat back, once the Undo has passed, and not after an Undo', async () => {
    const { booked, guest, seatId } = await bookedSession();
    await t.app.jobs.drain();
    const seatPath = `/v1/booking-seats/${seatId}`;
    const withdraw = async () =>
      expect((await t.app.request(seatPath, { method: 'DELETE', headers: booked.headers })).status).toBe(204);
    // The grace is over: the job is due.
    const graceOver = () =>
      t.db
        .knex('jobs')
        .where({ name: 'mail.seat-changed' })
        .whereNull('doneAt')
        .update({ runAt: new Date() });

    const before = (await outbox(t.app)).length;
    await withdraw();
    await t.app.jobs.drain();
    expect(await mailsTo(guest.email, before)).toEqual([]);
    const restored = await t.app.request(`${seatPath}/restore`, { method: 'POST', headers: booked.headers });
    expect(restored.status).toBe(200);
    await graceOver();
    await t.app.jobs.drain();
    expect(await mailsTo(guest.email, before)).toEqual([]);

    await withdraw();
    await graceOver();
    await t.app.jobs.drain();
    const [mail] = await mailsTo(guest.email, before);
    expect(mail?.subject).toBe('Your seat is cancelled: Prompt engineering');
    expect(await mailsTo(booked.user.email, before)).toEqual([]);
  });
});
