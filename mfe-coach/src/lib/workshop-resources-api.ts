import { MAX_PER_PAGE, type Page, type WorkshopResourceItem } from '@exceed/contract';
import { useApi } from '@exceed/session';

/**
 * GET /v1/workshops/{id}/resources: every resource of a workshop in its order (one page of the API's
 * largest size), for the workshop's resources tab and for a booking's, which shows what its attendees
 * get. Waits while the workshop is not known yet.
 */
export function useWorkshopResources(workshopId: string | undefined) {
  return useApi<Page<WorkshopResourceItem>>(workshopId ? `/workshops/${workshopId}/resources` : null, {
    perPage: MAX_PER_PAGE,
  });
}
