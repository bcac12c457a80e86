import type { NotificationPreference, One, UpdateNotificationPreferences } from '@exceed/contract';
import { api, type ReadPath, useApi } from '@exceed/session';

const PREFERENCES: ReadPath = '/user/notification-preferences';

/** How the signed-in person hears of each kind of event (GET /v1/user/notification-preferences). */
export const useNotificationPreferences = () => useApi<One<NotificationPreference[]>>(PREFERENCES);

/** Changes one kind's channels; the others stay. */
export const saveNotificationPreference = (
  preference: UpdateNotificationPreferences['preferences'][number],
) =>
  api.put<One<NotificationPreference[]>>(
    PREFERENCES,
    { preferences: [preference] },
    { revalidates: [PREFERENCES] },
  );
