import type { ApiModule } from '../../http/api-module.ts';
import { listNotifications, notificationSummary } from './list-notifications.ts';
import { showNotificationPreferences, updateNotificationPreferences } from './notification-preferences.ts';
import { readAllNotifications, readNotification } from './read-notifications.ts';
import { showUnsubscribe, unsubscribe } from './unsubscribe.ts';

/** The bell (in-app notifications), how each person hears of each kind, and mailed unsubscribe links. */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: [
    listNotifications,
    notificationSummary,
    readNotification,
    readAllNotifications,
    showNotificationPreferences,
    updateNotificationPreferences,
    showUnsubscribe,
    unsubscribe,
  ],
};
