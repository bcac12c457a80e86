import type { CalendarFeedResource, One } from '@exceed/contract';
import { api } from '@exceed/session';

/**
 * POST /v1/user/calendar-feed: a new private address of my calendar (every session I booked), shown once;
 * an earlier one stops working. Revalidates the /user reads (the client area has none).
 */
export function createCalendarFeed() {
  return api.post<One<CalendarFeedResource>>('/user/calendar-feed');
}

/**
 * Where a workshop's public sessions download as a calendar file
 * (GET /v1/public/workshops/{id}/calendar.ics).
 */
export const workshopCalendarHref = (workshopId: string) => `/v1/public/workshops/${workshopId}/calendar.ics`;
