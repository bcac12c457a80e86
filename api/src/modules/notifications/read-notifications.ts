import {
  dataEnvelope,
  idParamsSchema,
  notificationSchema,
  notificationSummarySchema,
} from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Notification } from '../../models/notification.ts';
import { actorOf } from '../../policies/actor.ts';
import { notificationPolicy } from '../../policies/notification-policy.ts';
import { presentNotification } from '../../presenters/present-notification.ts';

/** POST /v1/user/notifications/:id/read: one notification read (again: it keeps when it first was). */
export const readNotification = defineRoute({
  method: 'post',
  path: '/user/notifications/:id/read',
  summary: 'Mark a notification read',
  tags: ['Notifications'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(notificationSchema) },
  errors: [401, 404, 419],
  transaction: true,
  access: {
    load: async (ctx, trx) => {
      const actor = await actorOf(ctx, trx);
      const notification = await Notification.query(trx).findById(ctx.state.input.params.id).forUpdate();
      if (!notification || !notificationPolicy.own(actor, notification)) throw notFound();
      return { notification, actor };
    },
    allow: ({ notification, actor }) => notificationPolicy.own(actor, notification),
  },
  handler: async (ctx) => {
    const { notification } = ctx.state.loaded;
    const read = notification.readAt
      ? notification
      : await notification.$query(ctx.state.trx).patchAndFetch({ readAt: new Date() });
    return { data: presentNotification(read) };
  },
});

/** POST /v1/user/notifications/read-all: every unread notification of the caller read; answers the new count. */
export const readAllNotifications = defineRoute({
  method: 'post',
  path: '/user/notifications/read-all',
  summary: 'Mark all my notifications read',
  tags: ['Notifications'],
  before: [authenticate()],
  responses: { 200: dataEnvelope(notificationSummarySchema) },
  errors: [401, 419],
  handler: async (ctx) => {
    await Notification.query(ctx.knex)
      .where('userId', currentUser(ctx).id)
      .whereNull('readAt')
      .patch({ readAt: new Date() });
    return { data: { unread: 0 } };
  },
});
