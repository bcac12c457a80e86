import {
  type CreateWorkshopInput,
  type CreateWorkshopResourceInput,
  type CreateWorkshopScheduleInput,
  MAX_PER_PAGE,
  type One,
  type Page,
  type TemporaryFileResource,
  type UpdateWorkshopInput,
  type UpdateWorkshopResourceInput,
  type UpdateWorkshopScheduleInput,
  type WaitlistEntryResource,
  type WorkshopResource,
  type WorkshopResourceItem,
  type WorkshopResourceOrderInput,
  type WorkshopScheduleResource,
  type WorkshopTemplateResource,
} from '@exceed/contract';
import { api, type UseApiConfig, useApi } from '@exceed/session';

/*
 * Every read and write of the coach's workshops, their schedules and their resources. A write refreshes
 * the cached reads of its own first path segment (the session client's revalidateReads): a write under
 * /workshops refreshes the workshop lists, the workshop page and the resources of every workshop; one under
 * /workshop-schedules every schedule list (the workshop's calendar, list and history, the dashboard's).
 * The workshop's resources are read through lib/workshop-resources-api.ts, shared with the bookings.
 */

/**
 * GET /v1/workshops?coachId=: one coach's workshops of the team, searched by title (`q`), a page at a time;
 * waits while the coach is not known.
 */
export function useCoachWorkshops(
  coachId: string | undefined,
  query: { q?: string; page: number; perPage: number },
) {
  return useApi<Page<WorkshopResource>>(coachId ? '/workshops' : null, { coachId, ...query });
}

/** GET /v1/workshops/{id}. */
export function useWorkshop(id: string) {
  return useApi<One<WorkshopResource>>(`/workshops/${id}`);
}

/**
 * POST /v1/workshops: a new draft workshop; refreshes the workshop lists. The body may leave out what the
 * API defaults (the contract's type has it filled in); the form's contract check requires the rest.
 */
export function createWorkshop(body: Partial<CreateWorkshopInput>) {
  return api.post<One<WorkshopResource>>('/workshops', body);
}

/** PATCH /v1/workshops/{id}: its details or its status; refreshes the workshop lists and page. */
export function updateWorkshop(id: string, body: UpdateWorkshopInput) {
  return api.patch<One<WorkshopResource>>(`/workshops/${id}`, body);
}

/** DELETE /v1/workshops/{id} (a soft delete); refreshes the workshop lists. */
export function deleteWorkshop(id: string) {
  return api.delete(`/workshops/${id}`);
}

/** POST /v1/workshops/{id}/restore: undoes a delete; refreshes the workshop lists. */
export function restoreWorkshop(id: string) {
  return api.post(`/workshops/${id}/restore`);
}

/** GET /v1/workshop-templates: the team's templates a new workshop may start from; waits while not wanted. */
export function useWorkshopTemplates(wanted: boolean) {
  return useApi<Page<WorkshopTemplateResource>>(wanted ? '/workshop-templates' : null, {
    perPage: MAX_PER_PAGE,
  });
}

/**
 * GET /v1/payments/workshops/{id}/statement: the workshop's payout statement (PDF), as the API path a
 * DownloadLink fetches.
 */
export const statementPath = (workshopId: string) => `/payments/workshops/${workshopId}/statement`;

/**
 * GET /v1/workshop-schedules?workshopId=: a workshop's schedules of every status starting in `range`
 * (UTC days, `from` and `to` inclusive, either open), soonest first, one page of the API's largest size.
 */
export function useWorkshopSchedules(
  workshopId: string,
  range: { from?: string; to?: string },
  config?: UseApiConfig<Page<WorkshopScheduleResource>>,
) {
  return useApi<Page<WorkshopScheduleResource>>(
    '/workshop-schedules',
    { workshopId, ...range, perPage: MAX_PER_PAGE },
    config,
  );
}

/**
 * GET /v1/workshop-schedules/{id}/waitlist: the schedule's line, in order (the current team's; its coach,
 * owners and admins). Without a toast: a member who may not read it is told in place.
 */
export function useScheduleWaitlist(scheduleId: string) {
  return useApi<Page<WaitlistEntryResource>>(
    `/workshop-schedules/${scheduleId}/waitlist`,
    { perPage: MAX_PER_PAGE },
    { notify: false },
  );
}

/**
 * POST /v1/workshop-schedules: a new schedule of a workshop; refreshes every schedule list. The body may
 * leave out what the API defaults; the form's contract check requires the rest.
 */
export function createSchedule(body: Partial<CreateWorkshopScheduleInput>) {
  return api.post<One<WorkshopScheduleResource>>('/workshop-schedules', body);
}

/**
 * PATCH /v1/workshop-schedules/{id}: its dates, details or status (cancelling one cancels and refunds its
 * bookings in the API); refreshes every schedule list.
 */
export function updateSchedule(id: string, body: UpdateWorkshopScheduleInput) {
  return api.patch<One<WorkshopScheduleResource>>(`/workshop-schedules/${id}`, body);
}

/** DELETE /v1/workshop-schedules/{id} (a soft delete); refreshes every schedule list. */
export function deleteSchedule(id: string) {
  return api.delete(`/workshop-schedules/${id}`);
}

/** POST /v1/workshop-schedules/{id}/restore: undoes a delete; refreshes every schedule list. */
export function restoreSchedule(id: string) {
  return api.post(`/workshop-schedules/${id}/restore`);
}

/** POST /v1/upload-temp: uploads a file a resource then attaches by its id (`fileId`); refreshes nothing. */
export function uploadTemporaryFile(file: File) {
  const upload = new FormData();
  upload.set('file', file);
  return api.post<One<TemporaryFileResource>>('/upload-temp', upload);
}

/**
 * POST /v1/workshops/{id}/resources: adds a resource; refreshes the workshop's resources. The body may
 * leave out what the API defaults; the form's contract check requires the rest.
 */
export function createWorkshopResource(workshopId: string, body: Partial<CreateWorkshopResourceInput>) {
  return api.post<One<WorkshopResourceItem>>(`/workshops/${workshopId}/resources`, body);
}

/** PATCH /v1/workshops/{id}/resources/{resourceId}: e.g. its visibility; refreshes the resources. */
export function updateWorkshopResource(
  workshopId: string,
  resourceId: string,
  body: UpdateWorkshopResourceInput,
) {
  return api.patch<One<WorkshopResourceItem>>(`/workshops/${workshopId}/resources/${resourceId}`, body);
}

/**
 * PUT /v1/workshops/{id}/resources/order: every resource of the workshop once, in its new order; answers
 * them in that order and refreshes the workshop's resources. Quiet (no error toast): the caller says
 * what a refusal means.
 */
export function orderWorkshopResources(workshopId: string, body: WorkshopResourceOrderInput) {
  return api.put<One<WorkshopResourceItem[]>>(`/workshops/${workshopId}/resources/order`, body, {
    notify: false,
  });
}

/** DELETE /v1/workshops/{id}/resources/{resourceId} (a soft delete); refreshes the workshop's resources. */
export function deleteWorkshopResource(workshopId: string, resourceId: string) {
  return api.delete(`/workshops/${workshopId}/resources/${resourceId}`);
}

/** POST /v1/workshops/{id}/resources/{resourceId}/restore: undoes a delete; refreshes the resources. */
export function restoreWorkshopResource(workshopId: string, resourceId: string) {
  return api.post(`/workshops/${workshopId}/resources/${resourceId}/restore`);
}

/** An uploaded resource's file (its `filePath`, a /v1 URL of the API) as the path a DownloadLink fetches. */
export const resourceFilePath = (filePath: string) => filePath.replace(/^\/v1/, '');
