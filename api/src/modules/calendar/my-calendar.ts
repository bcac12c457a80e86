import { calendarFeedSchema, dataEnvelope } from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { scheduleCalendar } from '../../calendar/schedule-calendar.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const tokenParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

/**
 * POST /v1/user/calendar-feed: a new private address of the caller's calendar (the sessions they
 * booked or accepted a seat of), to paste into a calendar app. Shown once; an earlier address stops
 * working.
 */
export const createCalendarFeed = defineRoute({
  method: 'post',
  path: '/user/calendar-feed',
  summary: 'Make (or replace) my private calendar feed address',
  tags: ['Calendar'],
  before: [authenticate()],
  responses: { 200: dataEnvelope(calendarFeedSchema) },
  errors: [401, 419],
  handler: async (ctx) => {
    const token = newSecret();
    await ctx
      .knex('calendar_feeds')
      .insert({ userId: currentUser(ctx).id, tokenHash: hashSecret(token), createdAt: new Date() })
      .onConflict('userId')
      .merge();
    return { data: { url: new URL(`/v1/calendar/${token}.ics`, ctx.config.appUrl).href } };
  },
});

/** DELETE /v1/user/calendar-feed: the private address stops working. */
export const deleteCalendarFeed = defineRoute({
  method: 'delete',
  path: '/user/calendar-feed',
  summary: 'Turn off my private calendar feed',
  tags: ['Calendar'],
  before: [authenticate()],
  responses: { 204: null },
  errors: [401, 419],
  handler: async (ctx) => {
    await ctx
      .knex('calendar_feeds')
      .where({ userId: currentUser(ctx).id })
      .delete();
  },
});

/**
 * GET /v1/calendar/:token.ics: the sessions of the feed's user, in every team: those of their CONFIRMED
 * or COMPLETED bookings and of the seats they accepted of such bookings; a session cancelled by its
 * coach stays, marked CANCELLED, so the event is cancelled in the app rather than silently gone.
 */
export const showMyCalendar = defineRoute({
  method: 'get',
  path: '/calendar/:token.ics',
  summary: "A user's booked sessions as an iCalendar feed (secret address)",
  tags: ['Calendar'],
  request: { params: tokenParamsSchema },
  responses: { 200: null },
  errors: [404],
  handler: async (ctx) => {
    const feed = await ctx
      .knex('calendar_feeds')
      .where({ tokenHash: hashSecret(ctx.state.input.params.token) })
      .first('userId');
    if (!feed) throw notFound();
    const userId = String(feed.userId);
    const schedules = await WorkshopSchedule.acrossTenants(ctx.knex)
      .whereRaw(
        `exists (select 1 from bookings b where b.tenant_id = workshop_schedules.tenant_id
           and b.workshop_schedule_id = workshop_schedules.id and b.deleted_at is null
           and (b.status in ('CONFIRMED', 'COMPLETED')
             or (b.status = 'CANCELLED' and workshop_schedules.status = 'CANCELLED'))
           and (b.user_id = :userId or exists (
             select 1 from booking_seats bs where bs.tenant_id = b.tenant_id and bs.booking_id = b.id
               and bs.deleted_at is null and bs.status = 'ACCEPTED' and bs.user_id = :userId)))`,
        { userId },
      )
      .withGraphFetched('workshop(withDeleted)')
      .modifiers(scheduleGraphModifiers)
      .orderBy('startDate');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = scheduleCalendar(
      'My Exceed sessions',
      ctx.config.appUrl,
      schedules.flatMap((schedule) => (schedule.workshop ? [{ schedule, workshop: schedule.workshop }] : [])),
    );
    return undefined;
  },
});
