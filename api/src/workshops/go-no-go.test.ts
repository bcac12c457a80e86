import { seatsToRunText } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor } from '../../test/identity-fixtures.ts';
import { outbox } from '../../test/outbox.ts';
import { paidBooking } from '../../test/payment-fixtures.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { runGoNoGo } from './go-no-go.ts';

const t = useApiTest();

const HOUR = 3_600_000;

/**
 * A schedule two days ahead of a workshop that needs three seats, decided `goNoGoHours` before it starts,
 * with `booked` paid bookings of one seat each.
 */
async function shortSchedule(booked: number, goNoGoHours: number) {
  const made = await createSchedule(t.db.knex, { maxSeats: 10 });
  await Workshop.forTenant(made.team.id, t.db.knex).findById(made.schedule.workshopId).patch({ minSeats: 3 });
  await WorkshopSchedule.forTenant(made.team.id, t.db.knex).findById(made.schedule.id).patch({ goNoGoHours });
  const bookings = [];
  for (let i = 0; i < booked; i++) bookings.push(await paidBooking(t.app, t.db.knex, 1, made));
  const coachHeaders = { ...(await bearerFor(t.db.knex, made.coach)), 'X-Team': made.team.slug };
  return { ...made, bookings, coachHeaders };
}

const statusOf = async (id: string) =>
  (await t.db.knex('workshop_schedules').where({ id }).first('status', 'goDecision', 'goAskedAt')) as {
    status: string;
    goDecision: string | null;
    goAskedAt: Date | null;
  };

describe('the go/no-go on minimum seats', () => {
  it('at its deadline a short schedule is cancelled once, with two runners at once: every payer refunded in full and told', async () => {
    // Decided 72 hours before a start two days ahead: its deadline has passed.
    const short = await shortSchedule(2, 72);
    const shown = await t.app.json<{ data: { seatsToRun: number | null } }>(
      `/v1/public/workshop-schedules/${short.schedule.id}`,
    );
    expect(shown.body.data.seatsToRun).toBe(1);
    expect(seatsToRunText(1)).toBe('Needs 1 more to run');
    await t.app.jobs.drain();
    const before = (await outbox(t.app)).length;

    const cancelled = await Promise.all([runGoNoGo(t.db.knex), runGoNoGo(t.db.knex)]);
    expect(cancelled.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await statusOf(short.schedule.id)).toMatchObject({ status: 'CANCELLED', goDecision: 'CANCELLED' });
    // Once more later: nothing more to decide.
    expect(await runGoNoGo(t.db.knex)).toBe(0);

    await t.app.jobs.drain();
    const bookings = await t.db
      .knex('bookings')
      .where('workshopScheduleId', short.schedule.id)
      .select('status', 'amountPaidMinor', 'amountRefundedMinor');
    expect(bookings).toHaveLength(2);
    for (const booking of bookings)
      expect(booking).toMatchObject({ status: 'CANCELLED', amountRefundedMinor: booking.amountPaidMinor });
    const told = (await outbox(t.app))
      .slice(before)
      .filter((mail) => mail.subject.includes('did not reach its minimum'));
    expect(told).toHaveLength(2);
  });

  it('a schedule with its minimum runs; a short one is asked a day before, and its coach runs it anyway', async () => {
    // Three seats of three: at its deadline it runs, nobody asked.
    const full = await shortSchedule(3, 72);
    expect(await runGoNoGo(t.db.knex)).toBe(0);
    expect(await statusOf(full.schedule.id)).toMatchObject({ status: 'PUBLISHED', goDecision: 'RUN' });

    // Decided 36 hours before a start 48 hours ahead: its deadline is in 12 hours, its coach is asked now.
    const short = await shortSchedule(1, 36);
    await t.app.jobs.drain();
    const before = (await outbox(t.app)).length;
    expect(await runGoNoGo(t.db.knex)).toBe(0);
    expect((await statusOf(short.schedule.id)).goAskedAt).not.toBeNull();
    await t.app.jobs.drain();
    const asked = (await outbox(t.app)).slice(before).filter((mail) => mail.subject.includes('needs 2 more'));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.subject).toMatch(/^Decide by /);
    // Asked once, however often the sweep looks.
    await runGoNoGo(t.db.knex);
    expect(
      (await outbox(t.app)).slice(before).filter((mail) => mail.subject.includes('needs 2')),
    ).toHaveLength(1);

    const path = `/v1/workshop-schedules/${short.schedule.id}`;
    const read = await t.app.json<{
      data: { abilities: { runAnyway: boolean }; goNoGo: { seatsToRun: number; decision: string | null } };
    }>(path, { headers: short.coachHeaders });
    expect(read.body.data.abilities.runAnyway).toBe(true);
    expect(read.body.data.goNoGo).toMatchObject({ seatsToRun: 2, decision: null });
    const ran = await t.app.json<{ data: { goNoGo: { decision: string } } }>(`${path}/run-anyway`, {
      method: 'POST',
      headers: short.coachHeaders,
    });
    expect(ran.status).toBe(200);
    expect(ran.body.data.goNoGo.decision).toBe('RUN');
    // Decided: asking again is refused, the public page says nothing more, and the deadline cancels nothing.
    const again = await t.app.json(`${path}/run-anyway`, { method: 'POST', headers: short.coachHeaders });
    expect(again.status).toBe(422);
    const shown = await t.app.json<{ data: { seatsToRun: number | null } }>(
      `/v1/public/workshop-schedules/${short.schedule.id}`,
    );
    expect(shown.body.data.seatsToRun).toBeNull();
    expect(await runGoNoGo(t.db.knex, new Date(Date.now() + 13 * HOUR))).toBe(0);
    expect((await statusOf(short.schedule.id)).status).toBe('PUBLISHED');
  });
});
