import type {
  CheckInResultResource,
  One,
  SessionCheckInsResource,
  WorkshopScheduleResource,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/** A session's check-ins: who it expects and who came (its coach's, or a super-admin's). */
const checkInsPath = (scheduleId: string, sessionId: string) =>
  `/workshop-schedules/${scheduleId}/sessions/${sessionId}/check-ins` as const;

/** GET …/sessions/{sessionId}/check-ins, read again every half minute (another phone may scan at the door). */
export function useSessionCheckIns(scheduleId: string, sessionId: string | undefined) {
  return useApi<One<SessionCheckInsResource>>(
    sessionId ? checkInsPath(scheduleId, sessionId) : null,
    undefined,
    {
      refreshInterval: 30_000,
    },
  );
}

/** POST …/check-ins: the attendee whose code was scanned or typed is checked in (twice is once). */
export function checkIn(scheduleId: string, sessionId: string, code: string) {
  return api.post<One<CheckInResultResource>>(
    checkInsPath(scheduleId, sessionId),
    { code },
    { revalidates: [checkInsPath(scheduleId, sessionId)] },
  );
}

/** DELETE …/check-ins/{code}: a check-in taken back. */
export function undoCheckIn(scheduleId: string, sessionId: string, code: string) {
  return api.delete(`${checkInsPath(scheduleId, sessionId)}/${encodeURIComponent(code)}`, {
    revalidates: [checkInsPath(scheduleId, sessionId)],
  });
}

/** GET /v1/workshop-schedules/{id}: the schedule whose sessions are checked in at (its workshop, its sessions). */
export function useCheckInSchedule(scheduleId: string) {
  return useApi<One<WorkshopScheduleResource>>(`/workshop-schedules/${scheduleId}`);
}
