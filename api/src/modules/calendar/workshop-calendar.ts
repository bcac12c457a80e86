import { idParamsSchema } from '@exceed/contract';
import { scheduleCalendar } from '../../calendar/schedule-calendar.ts';
import { publicRead } from '../../db/read-replica.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { listedScheduleSql } from '../../workshops/visibility.ts';

/** How far back a feed keeps past sessions: a subscriber still sees last month's sessions. */
const HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * GET /v1/public/workshops/:id/calendar.ics: the public schedules of a published workshop as an
 * iCalendar feed (subscribe from Google Calendar, Apple Calendar, Outlook). Public like the marketplace,
 * and with the same rule: only listed schedules (workshops/visibility.ts) that were PUBLISHED (cancelled ones stay, marked so).
 * Read on the replica while it keeps up (db/read-replica.ts).
 */
export const showWorkshopCalendar = defineRoute({
  method: 'get',
  path: '/public/workshops/:id/calendar.ics',
  summary: "A workshop's public schedules as an iCalendar feed",
  tags: ['Public'],
  request: { params: idParamsSchema },
  responses: { 200: null },
  errors: [404],
  handler: async (ctx) => {
    const { workshop, schedules } = await publicRead(ctx, async (knex) => {
      // The marketplace reads across tenants by design (DESIGN.md "Tenancy"); the id names one workshop.
      const found = await Workshop.acrossTenants(knex)
        .findById(ctx.state.input.params.id)
        .where('status', 'PUBLISHED');
      if (!found) throw notFound();
      const listed = await WorkshopSchedule.forTenant(found.tenantId, knex)
        .where({ workshopId: found.id })
        .whereRaw(listedScheduleSql('workshop_schedules'))
        .whereIn('status', ['PUBLISHED', 'CANCELLED', 'COMPLETED'])
        .where('endDate', '>', new Date(Date.now() - HISTORY_MS))
        .orderBy('startDate')
        // A session's own location may be its meeting link, which a public feed never shows.
        .withGraphFetched('sessions')
        .modifyGraph('sessions', (sessions) =>
          sessions.select('id', 'workshopScheduleId', 'startDate', 'endDate', 'title'),
        );
      return { workshop: found, schedules: listed };
    });
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.attachment(`${workshop.slug}.ics`, { type: 'inline' });
    ctx.body = scheduleCalendar(
      workshop.title,
      ctx.config.appUrl,
      schedules.map((schedule) => ({ schedule, workshop })),
    );
    return undefined;
  },
});
