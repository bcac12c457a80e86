import { DATE_RANGE_MESSAGE } from '@exceed/contract';
import { expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';

const t = useApiTest();

/**
 * Issue 33: days and instants outside 1900–2199 answered 500 (PostgreSQL 22008) on the marketplace, the
 * team's schedules and the audit log. They are the caller's mistake: 422 in the field's words.
 */
it('answers a year 0 or 9999 with 422 in the field’s words, on every list that filters by day', async () => {
  const { coach, team } = await createSchedule(t.db.knex, { maxSeats: 5 });
  const coachHeaders = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
  const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
  const lists: Array<[string, Record<string, string>]> = [
    ['/v1/public/workshop-schedules', {}],
    ['/v1/workshop-schedules', coachHeaders],
    ['/v1/admin/audit-entries', admin],
  ];
  for (const [path, headers] of lists) {
    for (const query of ['from=0000-01-01', 'to=9999-12-31']) {
      const res = await t.app.json<{ errors: Record<string, string[]> }>(`${path}?${query}`, { headers });
      expect(res.status, `${path}?${query}`).toBe(422);
      expect(Object.values(res.body.errors).flat()).toEqual([DATE_RANGE_MESSAGE]);
    }
    expect((await t.app.json(`${path}?from=2026-01-01&to=2199-12-31`, { headers })).status).toBe(200);
  }
});

it('refuses a session that starts in year 9999', async () => {
  const { coach, team, schedule } = await createSchedule(t.db.knex, { maxSeats: 5 });
  const headers = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
  const res = await t.app.json<{ errors: Record<string, string[]> }>('/v1/workshop-schedules', {
    method: 'POST',
    headers,
    json: {
      workshopId: schedule.workshopId,
      coachId: coach.id,
      startDate: '9999-12-31T10:00:00Z',
      endDate: '9999-12-31T12:00:00Z',
    },
  });
  expect(res.status).toBe(422);
  expect(res.body.errors.startDate).toEqual([DATE_RANGE_MESSAGE]);
});
