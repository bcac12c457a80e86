import {
  bookedSessionMessage,
  bookedWorkshopMessage,
  illegalScheduleChangeMessage,
  SCHEDULE_MESSAGES,
} from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor } from '../../test/identity-fixtures.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/**
 * A schedule's lifecycle as its routes enforce it (docs/decisions/0073): what the coach's pages used to
 * decide alone is the API's rule, so a request made around the pages meets it too.
 */
const t = useApiTest();

async function session() {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 10 });
  const headers = { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
  const patch = (json: object) =>
    t.app.json<{ message: string; errors: Record<string, string[]> }>(
      `/v1/workshop-schedules/${fixture.schedule.id}`,
      { method: 'PATCH', headers, json },
    );
  const remove = (path = `/v1/workshop-schedules/${fixture.schedule.id}`) =>
    t.app.json<{ errors: Record<string, string[]> }>(path, { method: 'DELETE', headers });
  return { ...fixture, patch, remove };
}

describe('a schedule’s lifecycle', () => {
  it('keeps a cancelled session cancelled: it is not published again, and nothing of it changes', async () => {
    const { patch } = await session();
    expect((await patch({ status: 'CANCELLED' })).status).toBe(200);
    const republished = await patch({ status: 'PUBLISHED' });
    expect(republished.status).toBe(422);
    expect(republished.body.errors.status).toEqual([illegalScheduleChangeMessage('CANCELLED', 'PUBLISHED')]);
    const moved = await patch({ location: 'Berlin' });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.location).toEqual([SCHEDULE_MESSAGES.closed]);
    // A form that sends the session's values unchanged changes nothing, and is answered.
    expect((await patch({ status: 'CANCELLED' })).status).toBe(200);
  });

  it('does not move a session that has started, nor complete one that has not', async () => {
    const { patch, schedule, team } = await session();
    const early = await patch({ status: 'COMPLETED' });
    expect(early.status).toBe(422);
    expect(early.body.errors.status).toEqual([SCHEDULE_MESSAGES.notStarted]);
    await WorkshopSchedule.forTenant(team.id, t.db.knex)
      .findById(schedule.id)
      .patch({ startDate: new Date(Date.now() - 60_000) });
    const later = new Date(Date.now() + 86_400_000);
    const moved = await patch({
      startDate: later.toISOString(),
      endDate: new Date(later.getTime() + 3_600_000).toISOString(),
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.startDate).toEqual([SCHEDULE_MESSAGES.started]);
    expect((await patch({ status: 'COMPLETED' })).status).toBe(200);
  });

  it('refuses to delete a session or its workshop while seats are booked, saying how many; cancelled, it goes', async () => {
    const { schedule, patch, remove } = await session();
    expect((await book(t.app, t.db.knex, schedule.id, 3)).status).toBe(201);
    const refused = await remove();
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toEqual([bookedSessionMessage(3)]);
    const workshop = await remove(`/v1/workshops/${schedule.workshopId}`);
    expect(workshop.status).toBe(422);
    expect(workshop.body.errors.status).toEqual([bookedWorkshopMessage(3)]);
    expect((await patch({ status: 'CANCELLED' })).status).toBe(200);
    expect((await remove()).status).toBe(204);
    expect((await remove(`/v1/workshops/${schedule.workshopId}`)).status).toBe(204);
  });
});
