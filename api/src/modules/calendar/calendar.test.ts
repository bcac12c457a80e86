import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const t = useApiTest();
const DAY = 86_400_000;

async function workshopWithSchedules(status: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') {
  const team = await createTenant(t.db.knex);
  const coach = await createUser(t.db.knex, { tenants: [team], roles: ['coach'] });
  const workshop = await Workshop.forTenant(team.id, t.db.knex).insert({
    coachId: coach.id,
    title: 'Agents, step by step; with tools',
    slug: `agents-${team.slug}`,
    description: 'Build an agent.\nThen ship it.',
    priceMinor: 4900,
    status,
  });
  const schedule = (days: number, fields: Partial<WorkshopSchedule> = {}) =>
    WorkshopSchedule.forTenant(team.id, t.db.knex).insert({
      workshopId: workshop.id,
      coachId: coach.id,
      startDate: new Date(Date.now() + days * DAY),
      endDate: new Date(Date.now() + days * DAY + 2 * 3_600_000),
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      timezone: 'Europe/Berlin',
      location: 'Berlin, Alexanderplatz 1',
      ...fields,
    });
  return { workshop, schedule };
}

/** The VEVENTs of a feed, as a calendar app reads them (Mozilla's ical.js parser). */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue('status')),
      location: event.location,
    };
  });
}

describe('GET /v1/public/workshops/:id/calendar.ics', () => {
  it('is an iCalendar feed of the public schedules, cancelled ones marked, private and draft ones left out', async () => {
    const { workshop, schedule } = await workshopWithSchedules();
    const open = await schedule(3);
    const cancelled = await schedule(5, { status: 'CANCELLED' });
    await schedule(4, { visibility: 'PRIVATE' });
    await schedule(6, { status: 'DRAFT' });
    const deleted = await schedule(7);
    await WorkshopSchedule.forTenant(workshop.tenantId, t.db.knex).findById(deleted.id).softDelete();
    await schedule(-60); // long past

    const res = await t.app.request(`/v1/public/workshops/${workshop.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(events(text)).toEqual([
      {
        uid: `${open.id}@exceed`,
        summary: 'Agents, step by step; with tools',
        start: open.startDate.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
        status: 'CONFIRMED',
        location: 'Berlin, Alexanderplatz 1',
      },
      expect.objectContaining({ uid: `${cancelled.id}@exceed`, status: 'CANCELLED' }),
    ]);
  });

  it('answers 404 for a draft workshop and for no workshop', async () => {
    const { workshop } = await workshopWithSchedules('DRAFT');
    expect((await t.app.request(`/v1/public/workshops/${workshop.id}/calendar.ics`)).status).toBe(404);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.request(`/v1/public/workshops/${none}/calendar.ics`)).status).toBe(404);
  });
});
