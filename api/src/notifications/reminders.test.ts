import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor } from '../../test/identity-fixtures.ts';
import { outbox } from '../../test/outbox.ts';
import type { Config } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { notificationHandlers } from './handlers.ts';
import { JOBS } from './notify.ts';

const t = useApiTest();

/**
 * A paid booking of an online session ten days ahead whose workshop's coach chose `reminderHours`; `due`
 * makes the reminder of some hours due now, as the day comes.
 */
async function remindedSession(reminderHours: number[]) {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10, priceMinor: 1000 });
  const coach = { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
  const chosen = await t.app.json(`/v1/workshops/${fixture.schedule.workshopId}`, {
    method: 'PATCH',
    headers: coach,
    json: { reminderHours },
  });
  expect(chosen.status).toBe(200);
  const start = new Date(Date.now() + 10 * 86_400_000);
  await t.app.json(`/v1/workshop-schedules/${fixture.schedule.id}`, {
    method: 'PATCH',
    headers: coach,
    json: {
      mode: 'ONLINE',
      location: 'https://meet.example.com/prompting',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    },
  });
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, 1);
  await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: { paymentMethodId: 'pm_card_visa' },
  });
  await t.app.jobs.drain();
  const jobs = () =>
    t.db.knex('jobs').where('uniqueKey', 'like', `reminder:${fixture.schedule.id}:%`).whereNull('doneAt');
  const due = (hours: number) =>
    t.db
      .knex('jobs')
      .where({ uniqueKey: `reminder:${fixture.schedule.id}:${hours}` })
      .whereNull('doneAt')
      .update({ runAt: new Date() });
  const remindersTo = async (email: string) =>
    (await outbox(t.app)).filter(
      (mail) => mail.to === email && !mail.subject.startsWith('Booking confirmed'),
    );
  return { ...fixture, coach, start, booked, jobs, due, remindersTo };
}

describe('reminders at the times the coach chose', () => {
  it('sends each chosen reminder, with the .ics and the link to join, and not the others', async () => {
    const session = await remindedSession([168, 1]);
    const planned = await session.jobs();
    expect(planned.map((job) => job.payload.hoursBefore).sort()).toEqual([1, 168]);
    expect(new Date(planned.find((job) => job.payload.hoursBefore === 168).runAt).getTime()).toBe(
      session.start.getTime() - 168 * 3_600_000,
    );

    await session.due(168);
    await session.due(1);
    await t.app.jobs.drain();
    const mails = await session.remindersTo(session.booked.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Next week: Prompt engineering',
      'In an hour: Prompt engineering',
    ]);
    expect(mails[0]?.text).toContain('Join online: https://meet.example.com/prompting');
    expect(mails[0]?.attachments?.[0]).toMatchObject({
      filename: 'session.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    expect(mails[0]?.attachments?.[0]?.content).toContain(`UID:${session.schedule.id}@exceed`);
  });

  it('plans the reminders again when the coach changes them: a dropped one is never sent', async () => {
    const session = await remindedSession([24]);
    const changed = await t.app.json(`/v1/workshops/${session.schedule.workshopId}`, {
      method: 'PATCH',
      headers: session.coach,
      json: { reminderHours: [168] },
    });
    expect(changed.body).toMatchObject({ data: { reminderHours: [168] } });
    expect((await session.jobs()).map((job) => job.payload.hoursBefore)).toEqual([168]);
    await session.due(168);
    await t.app.jobs.drain();
    expect((await session.remindersTo(session.booked.user.email)).map((mail) => mail.subject)).toEqual([
      'Next week: Prompt engineering',
    ]);
  });

  it('sends a reminder once, however often and however concurrently its job runs', async () => {
    const session = await remindedSession([24]);
    const [job] = await session.jobs();
    const sent: MailMessage[] = [];
    // Another replica's handlers over the same database; its mail is slow, so the runs overlap.
    const replica = notificationHandlers({
      knex: t.db.knex,
      config: { appUrl: 'http://localhost:3000' } as Config,
      mailer: {
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          sent.push(message);
        },
      },
    });
    const run = () =>
      replica[JOBS.sessionReminder]?.({
        id: String(job.id),
        name: job.name,
        payload: job.payload,
        attempts: 1,
      });
    await Promise.all([run(), run(), run(), run()]);
    await run();
    // The queue's own run of the same job, due now, finds it sent too.
    await session.due(24);
    await t.app.jobs.drain();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [session.booked.user.email, 'Tomorrow: Prompt engineering'],
    ]);
    expect(await session.remindersTo(session.booked.user.email)).toEqual([]);
  });

  it('gives a mail that failed back to the job, which sends it on its retry', async () => {
    const session = await remindedSession([24]);
    const [job] = await session.jobs();
    let fail = true;
    const sent: string[] = [];
    const flaky = notificationHandlers({
      knex: t.db.knex,
      config: { appUrl: 'http://localhost:3000' } as Config,
      mailer: {
        send: async (message) => {
          if (fail) throw new Error('SMTP down');
          sent.push(message.subject);
        },
      },
    });
    const run = () =>
      flaky[JOBS.sessionReminder]?.({
        id: String(job.id),
        name: job.name,
        payload: job.payload,
        attempts: 1,
      });
    await expect(run()).rejects.toThrow('SMTP down');
    fail = false;
    await run();
    await run();
    expect(sent).toEqual(['Tomorrow: Prompt engineering']);
  });
});
