import { calendarFeedSchema, dataEnvelope } from '@exceed/contract';
import type { Knex } from 'knex';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { hashSecret, newSecret } from '../../auth/secrets.ts';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { type CalendarReader, scheduleCalendar } from '../../calendar/schedule-calendar.ts';
import { notFound } from '../../errors.ts';
import type { RouteContext } from '../../http/app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

const tokenParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

/** A user's two private feeds (migration 20251211000000): the sessions they booked, those they teach. */
type FeedKind = 'BOOKINGS' | 'TEACHING';

/** The public path of each kind's feed: the kind is in the address, so one kind's secret never opens the other. */
const FEED_PATH: Record<FeedKind, string> = { BOOKINGS: '/v1/calendar', TEACHING: '/v1/calendar/teaching' };

/** Makes (or replaces) the user's feed of a kind; answers its address, whose secret is kept only hashed. */
async function issueFeed(knex: Knex, appUrl: string, userId: string, kind: FeedKind) {
  const token = newSecret();
  await knex('calendar_feeds')
    .insert({ userId, kind, tokenHash: hashSecret(token), createdAt: new Date() })
    .onConflict(['userId', 'kind'])
    .merge();
  return { data: { url: new URL(`${FEED_PATH[kind]}/${token}.ics`, appUrl).href } };
}

/** The user whose feed of a kind the token opens, with the zone they read times in; 404 for any other token. */
async function feedOwner(knex: Knex, token: string, kind: FeedKind) {
  const feed = await knex('calendar_feeds')
    .join('users', 'users.id', 'calendarFeeds.userId')
    .where({ 'calendarFeeds.tokenHash': hashSecret(token), 'calendarFeeds.kind': kind })
    .first('users.id', 'users.timezone');
  if (!feed) throw notFound();
  return { userId: String(feed.id), zone: (feed.timezone ?? null) as string | null };
}

/** The feed of `schedules` (fetched with their workshops), as calendar apps poll it. */
function calendarBody(
  ctx: Pick<RouteContext, 'type' | 'set' | 'config'>,
  name: string,
  schedules: WorkshopSchedule[],
  reader: CalendarReader,
): string {
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Cache-Control', 'private, max-age=300');
  return scheduleCalendar(
    name,
    ctx.config.appUrl,
    schedules.flatMap((schedule) => (schedule.workshop ? [{ schedule, workshop: schedule.workshop }] : [])),
    reader,
  );
}

/**
 * POST and DELETE of one kind of a user's private feed address: POST makes a new one to paste into a
 * calendar app (shown once; an earlier one stops working), DELETE turns it off.
 */
function feedAddressRoutes(kind: FeedKind, path: string, what: string) {
  return {
    create: defineRoute({
      method: 'post',
      path,
      summary: `Make (or replace) my private ${what} feed address`,
      tags: ['Calendar'],
      before: [authenticate()],
      responses: { 200: dataEnvelope(calendarFeedSchema) },
      errors: [401, 419],
      handler: async (ctx) => issueFeed(ctx.knex, ctx.config.appUrl, currentUser(ctx).id, kind),
    }),
    remove: defineRoute({
      method: 'delete',
      path,
      summary: `Turn off my private ${what} feed`,
      tags: ['Calendar'],
      before: [authenticate()],
      responses: { 204: null },
      errors: [401, 419],
      handler: async (ctx) => {
        await ctx
          .knex('calendar_feeds')
          .where({ userId: currentUser(ctx).id, kind })
          .delete();
      },
    }),
  };
}

/** /v1/user/calendar-feed: the address of the sessions the caller booked or accepted a seat of. */
export const { create: createCalendarFeed, remove: deleteCalendarFeed } = feedAddressRoutes(
  'BOOKINGS',
  '/user/calendar-feed',
  'calendar',
);

/** /v1/user/teaching-calendar-feed: the address of the sessions the caller teaches, in every team. */
export const { create: createTeachingCalendarFeed, remove: deleteTeachingCalendarFeed } = feedAddressRoutes(
  'TEACHING',
  '/user/teaching-calendar-feed',
  'teaching calendar',
);

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
    const { userId, zone } = await feedOwner(ctx.knex, ctx.state.input.params.token, 'BOOKINGS');
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
      .withGraphFetched('[workshop(withDeleted), sessions]')
      .modifiers(scheduleGraphModifiers)
      .orderBy('startDate');
    ctx.body = calendarBody(ctx, 'My Exceed sessions', schedules, { role: 'attendee', zone });
    return undefined;
  },
});

/**
 * GET /v1/calendar/teaching/:token.ics: every session the feed's user teaches (is the schedule's coach
 * of), in every team, drafts as tentative and cancelled ones marked CANCELLED, each with the seats booked
 * of its capacity and a link to its workshop's schedules in the coach area.
 */
export const showTeachingCalendar = defineRoute({
  method: 'get',
  path: '/calendar/teaching/:token.ics',
  summary: "A coach's taught sessions, with seats booked, as an iCalendar feed (secret address)",
  tags: ['Calendar'],
  request: { params: tokenParamsSchema },
  responses: { 200: null },
  errors: [404],
  handler: async (ctx) => {
    const { userId, zone } = await feedOwner(ctx.knex, ctx.state.input.params.token, 'TEACHING');
    const schedules = await WorkshopSchedule.acrossTenants(ctx.knex)
      .where({ coachId: userId })
      .withGraphFetched('[workshop(withDeleted), sessions]')
      .modifiers(scheduleGraphModifiers)
      .orderBy('startDate');
    ctx.body = calendarBody(ctx, 'My Exceed teaching', schedules, { role: 'coach', zone });
    return undefined;
  },
});
