import type { NotificationResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Notification } from '../models/notification.ts';

export const presentNotification = (notification: Notification): NotificationResource => ({
  id: notification.id,
  kind: notification.kind,
  title: notification.title,
  body: notification.body,
  url: notification.url,
  createdAt: isoDate(notification.createdAt),
  readAt: isoDate(notification.readAt),
});
