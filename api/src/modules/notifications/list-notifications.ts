import {
  dataEnvelope,
  notificationListQuerySchema,
  notificationSchema,
  notificationSummarySchema,
  pageEnvelope,
} from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Notification } from '../../models/notification.ts';
import { presentNotification } from '../../presenters/present-notification.ts';

/** GET /v1/user/notifications: the caller's bell, newest first, of every team. */
export const listNotifications = defineRoute({
  method: 'get',
  path: '/user/notifications',
  summary: 'List my notifications',
  tags: ['Notifications'],
  before: [authenticate()],
  request: { query: notificationListQuerySchema },
  responses: { 200: pageEnvelope(notificationSchema) },
  errors: [400, 401],
  handler: async (ctx) => {
    const { page, perPage, unread } = ctx.state.input.query;
    const query = Notification.query(ctx.knex).where('userId', currentUser(ctx).id);
    if (unread) query.whereNull('readAt');
    query.orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    return presentPage(await paginate(query, { page, perPage }), presentNotification);
  },
});

/** GET /v1/user/notifications/summary: the bell's unread count, which every page asks for now and then. */
export const notificationSummary = defineRoute({
  method: 'get',
  path: '/user/notifications/summary',
  summary: 'Count my unread notifications',
  tags: ['Notifications'],
  before: [authenticate()],
  responses: { 200: dataEnvelope(notificationSummarySchema) },
  errors: [401],
  handler: async (ctx) => {
    const counted = await Notification.query(ctx.knex)
      .where('userId', currentUser(ctx).id)
      .whereNull('readAt')
      .count({ unread: '*' })
      .first();
    return { data: { unread: Number((counted as unknown as { unread: number | string }).unread) } };
  },
});
