import type { CoachApplicationResource, CreateCoachApplicationInput, One } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/** The read of my latest application, by path, for the apply write to name. */
const minePath = '/coach-applications/mine';

/** GET /v1/coach-applications/mine: my latest application to become a coach, or null. */
export function useMyCoachApplication() {
  return useApi<{ data: CoachApplicationResource | null }>(minePath);
}

/** POST /v1/coach-applications: applies to become a coach; the status view reads the answer again. */
export function applyToBecomeCoach(body: CreateCoachApplicationInput) {
  return api.post<One<CoachApplicationResource>>('/coach-applications', body, { revalidates: [minePath] });
}
