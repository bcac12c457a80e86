import type { DashboardMetrics, One, Page, WorkshopScheduleResource } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** How many upcoming schedules the dashboard lists. */
const UPCOMING_SCHEDULES = 5;

/** GET /v1/dashboard/metrics: the signed-in user's figures; its `coach` part is the coach dashboard's. */
export function useDashboardMetrics() {
  return useApi<One<DashboardMetrics>>('/dashboard/metrics');
}

/**
 * GET /v1/workshop-schedules?coachId=&from=: the coach's next schedules from today (a UTC day), soonest
 * first; waits while the coach is not known.
 */
export function useUpcomingSchedules(coachId: string | undefined) {
  return useApi<Page<WorkshopScheduleResource>>(coachId ? '/workshop-schedules' : null, {
    coachId,
    from: new Date().toISOString().slice(0, 10),
    perPage: UPCOMING_SCHEDULES,
  });
}
