import {
  NOTIFICATION_POLL_MS,
  type NotificationResource,
  type NotificationSummary,
  type One,
  type Page,
} from '@exceed/contract';
import { api, type ReadPath, useApi } from '@exceed/session';
import { useRef } from 'react';

const SUMMARY: ReadPath = '/user/notifications/summary';
const LIST: ReadPath = '/user/notifications';
const BOTH = [SUMMARY, LIST] as const;

/** How many entries the bell's panel shows: the newest; the rest are older news. */
export const BELL_PAGE = 20;

/**
 * The unread count, kept fresh without a reload: asked every 30 s, then, while it stays the same, half as
 * often each time up to every 5 min; a change (or the tab coming back into focus, swr's own revalidation)
 * starts again at 30 s. Failures back off by swr's retry. The list itself is read only when the panel opens.
 */
export function useUnreadCount(enabled: boolean) {
  const poll = useRef<{ unread: number | undefined; every: number }>({
    unread: undefined,
    every: NOTIFICATION_POLL_MS.first,
  });
  const { data } = useApi<One<NotificationSummary>>(enabled ? SUMMARY : null, undefined, {
    notify: false,
    refreshInterval: (latest) => {
      const unread = latest?.data.unread;
      const last = poll.current;
      last.every =
        unread === last.unread
          ? Math.min(last.every * 2, NOTIFICATION_POLL_MS.longest)
          : NOTIFICATION_POLL_MS.first;
      last.unread = unread;
      return last.every;
    },
  });
  return data?.data.unread ?? 0;
}

/** The newest notifications (the panel reads them only while it is open, as it is only mounted then). */
export const useNotifications = () => useApi<Page<NotificationResource>>(LIST, { perPage: BELL_PAGE });

export const markRead = (id: string) =>
  api.post<One<NotificationResource>>(`/user/notifications/${id}/read`, undefined, { revalidates: BOTH });

export const markAllRead = () =>
  api.post<One<NotificationSummary>>('/user/notifications/read-all', undefined, { revalidates: BOTH });
