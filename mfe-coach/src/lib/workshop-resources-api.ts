import { MAX_PER_PAGE, type Page, type WorkshopResourceItem } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** The read of a workshop's resources, by path, for the workshops feature's writes to name. */
export const workshopResourcesPath = (workshopId: string) => `/workshops/${workshopId}/resources` as const;

/**
 * GET /v1/workshops/{id}/resources: every resource of a workshop in its order (one page of the API's
 * largest size), for the workshop's resources tab and for a booking's, which shows what its attendees
 * get. Waits while the workshop is not known yet.
 */
export function useWorkshopResources(workshopId: string | undefined) {
  return useApi<Page<WorkshopResourceItem>>(workshopId ? workshopResourcesPath(workshopId) : null, {
    perPage: MAX_PER_PAGE,
  });
}
