import type { CoachApplicationResource, CoachApplicationStatus, One, Page } from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';

/* Every read and write of the Coach applications screen. */

const applicationsPath = '/coach-applications';

/** A decision moves the application out of the pending list and into its status's. */
const changesApplications: WriteOptions = { revalidates: [applicationsPath] };

/** GET /v1/coach-applications: oldest first, filtered by status, 10 a page. */
export function useCoachApplications(query: { status?: CoachApplicationStatus; page: number }) {
  return useApi<Page<CoachApplicationResource>>(applicationsPath, query);
}

/** POST /v1/coach-applications/{id}/approve: the applicant becomes a coach and is mailed. */
export function approveApplication(id: string) {
  return api.post<One<CoachApplicationResource>>(
    `${applicationsPath}/${id}/approve`,
    undefined,
    changesApplications,
  );
}

/** POST /v1/coach-applications/{id}/decline: the applicant is mailed the reason. */
export function declineApplication(id: string, reason: string) {
  return api.post<One<CoachApplicationResource>>(
    `${applicationsPath}/${id}/decline`,
    { reason },
    changesApplications,
  );
}
