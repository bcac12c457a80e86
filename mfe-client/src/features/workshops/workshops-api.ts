import type { CalendarFeedResource, One } from '@exceed/contract';
import { api } from '@exceed/session';

/**
 * POST /v1/user/calendar-feed: a new private address of my calendar (every session I booked), shown once;
 * an earlier one stops working. No read shows the address: the answer is its one showing.
 */
export function createCalendarFeed() {
  return api.post<One<CalendarFeedResource>>('/user/calendar-feed', undefined, { revalidates: [] });
}

/**
 * Where a workshop's public sessions download as a calendar file
 * (GET /v1/public/workshops/{id}/calendar.ics).
 */
export const workshopCalendarHref = (workshopId: string) => `/v1/public/workshops/${workshopId}/calendar.ics`;
