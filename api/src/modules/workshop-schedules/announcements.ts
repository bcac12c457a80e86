import {
  ANNOUNCEMENTS_PER_HOUR,
  announcementListQuerySchema,
  announcementParamsSchema,
  announcementRecipientSchema,
  announcementSchema,
  createAnnouncementSchema,
  dataEnvelope,
  EMPTY_AUDIENCE_MESSAGE,
  idParamsSchema,
  pageEnvelope,
} from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Announcement, AnnouncementRecipient } from '../../models/announcement.ts';
import { announce } from '../../notifications/announcements.ts';
import { announcementPolicy } from '../../policies/announcement-policy.ts';
import { presentAnnouncements, presentRecipient } from '../../presenters/present-announcement.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { readsSchedule } from './schedule-access.ts';

/** The schedule a route names, for those who may write to its people (another member: 403). */
const announcesSchedule = () => ({
  load: readsSchedule().load,
  allow: ({ schedule, actor }: Awaited<ReturnType<ReturnType<typeof readsSchedule>['load']>>) =>
    announcementPolicy.announce(actor, schedule),
});

/** GET /v1/workshop-schedules/:id/announcements: what was written to its people, newest first, with delivery. */
export const listAnnouncements = defineRoute({
  method: 'get',
  path: '/workshop-schedules/:id/announcements',
  summary: "List a workshop schedule's announcements",
  tags: ['Announcements'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, query: announcementListQuerySchema },
  responses: { 200: pageEnvelope(announcementSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: announcesSchedule(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { schedule } = ctx.state.loaded;
    const { page, perPage } = ctx.state.input.query;
    const query = Announcement.forTenant(schedule.tenantId, trx)
      .where('workshopScheduleId', schedule.id)
      .withGraphFetched('author.profile')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    const found = await paginate(query, { page, perPage });
    return { data: await presentAnnouncements(trx, found.items), meta: found.meta };
  },
});

/**
 * POST /v1/workshop-schedules/:id/announcements: writes to everyone, the paid attendees or the waitlist, by
 * mail and in the bell as each chose; delivered through the queue after the commit, at most
 * ANNOUNCEMENTS_PER_HOUR an hour per writer (429 beyond). An empty audience is a 422 on `audience`.
 */
export const createAnnouncement = defineRoute({
  method: 'post',
  path: '/workshop-schedules/:id/announcements',
  summary: "Write to a workshop schedule's people",
  tags: ['Announcements'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, body: createAnnouncementSchema },
  guards: [
    rateLimit({
      name: 'announcements',
      max: () => ANNOUNCEMENTS_PER_HOUR,
      windowMs: 3_600_000,
      key: (ctx) => ctx.state.user?.id,
    }),
  ],
  responses: { 201: dataEnvelope(announcementSchema) },
  errors: [400, 401, 403, 404, 419, 429],
  transaction: true,
  status: 201,
  access: announcesSchedule(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { schedule } = ctx.state.loaded;
    const written = await announce(trx, schedule, ctx.state.input.body, { authorId: currentUser(ctx).id });
    if (!written) throw validationFailed({ audience: [EMPTY_AUDIENCE_MESSAGE] });
    const announcement = await Announcement.forTenant(schedule.tenantId, trx)
      .findById(written.id)
      .withGraphFetched('author.profile');
    if (!announcement) throw notFound();
    const [presented] = await presentAnnouncements(trx, [announcement]);
    return { data: presented };
  },
});

/** GET /v1/workshop-schedules/:id/announcements/:announcementId/recipients: how it reached each person. */
export const listAnnouncementRecipients = defineRoute({
  method: 'get',
  path: '/workshop-schedules/:id/announcements/:announcementId/recipients',
  summary: "List an announcement's recipients and their delivery",
  tags: ['Announcements'],
  before: [authenticate(), currentTenant()],
  request: { params: announcementParamsSchema, query: announcementListQuerySchema },
  responses: { 200: pageEnvelope(announcementRecipientSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: announcesSchedule(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { schedule } = ctx.state.loaded;
    const { page, perPage } = ctx.state.input.query;
    const announcement = await Announcement.forTenant(schedule.tenantId, trx)
      .where('workshopScheduleId', schedule.id)
      .findById(ctx.state.input.params.announcementId);
    if (!announcement) throw notFound();
    const query = AnnouncementRecipient.forTenant(schedule.tenantId, trx)
      .where('announcementId', announcement.id)
      .orderBy([{ column: 'email' }, { column: 'id' }]);
    return presentPage(await paginate(query, { page, perPage }), presentRecipient);
  },
});
