import {
  type AnnouncementRecipientResource,
  type AnnouncementResource,
  type CalendarFeedResource,
  type CreateAnnouncement,
  type CreateScheduleSessionInput,
  type CreateWorkshopInput,
  type CreateWorkshopResourceInput,
  type CreateWorkshopScheduleInput,
  type InvoiceSummaryResource,
  MAX_PER_PAGE,
  type One,
  type Page,
  type ScheduleSessionSeriesInput,
  type TemporaryFileResource,
  type UpdateScheduleSessionInput,
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
import { api, type UseApiConfig, useApi, type WriteOptions } from '@exceed/session';
import { workshopResourcesPath } from '../../lib/workshop-resources-api.ts';

/*
 * Every read and write of the coach's workshops, their schedules and their resources. The workshop's
 * resources are read through lib/workshop-resources-api.ts, shared with the bookings.
 */

const workshopsPath = '/workshops';
const workshopPath = (id: string) => `/workshops/${id}` as const;
/** Every schedule list: the workshop's calendar, list and history, and the dashboard's next sessions. */
const schedulesPath = '/workshop-schedules';
const scheduleWaitlistPath = (scheduleId: string) => `/workshop-schedules/${scheduleId}/waitlist` as const;
const announcementsPath = (scheduleId: string) => `/workshop-schedules/${scheduleId}/announcements` as const;

/** A workshop's write changes the lists and the workshop's page. */
const changesWorkshop = (id: string): WriteOptions => ({ revalidates: [workshopsPath, workshopPath(id)] });
/** A schedule's write changes the schedule lists. */
const changesSchedules: WriteOptions = { revalidates: [schedulesPath] };
/** A resource's write changes the workshop's resources (its tab, and what its bookings show). */
const changesResources = (workshopId: string): WriteOptions => ({
  revalidates: [workshopResourcesPath(workshopId)],
});

/**
 * GET /v1/workshops?coachId=: one coach's workshops of the team, searched by title (`q`), a page at a time;
 * waits while the coach is not known.
 */
export function useCoachWorkshops(
  coachId: string | undefined,
  query: { q?: string; page: number; perPage: number },
) {
  return useApi<Page<WorkshopResource>>(coachId ? workshopsPath : null, { coachId, ...query });
}

/** GET /v1/workshops/{id}. */
export function useWorkshop(id: string) {
  return useApi<One<WorkshopResource>>(workshopPath(id));
}

/**
 * POST /v1/workshops: a new draft workshop; the lists change. The body may leave out what the API
 * defaults (the contract's type has it filled in); the form's contract check requires the rest.
 */
export function createWorkshop(body: Partial<CreateWorkshopInput>) {
  return api.post<One<WorkshopResource>>(workshopsPath, body, { revalidates: [workshopsPath] });
}

/** PATCH /v1/workshops/{id}: its details or its status. */
export function updateWorkshop(id: string, body: UpdateWorkshopInput) {
  return api.patch<One<WorkshopResource>>(workshopPath(id), body, changesWorkshop(id));
}

/** DELETE /v1/workshops/{id} (a soft delete). */
export function deleteWorkshop(id: string) {
  return api.delete(workshopPath(id), changesWorkshop(id));
}

/** POST /v1/workshops/{id}/restore: undoes a delete. */
export function restoreWorkshop(id: string) {
  return api.post(`${workshopPath(id)}/restore`, undefined, changesWorkshop(id));
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

/** GET /v1/workshop-schedules/{id}/attendees.csv: a schedule's attendees, a row per seat, for DownloadLink. */
export const attendeesCsvPath = (scheduleId: string) => `/workshop-schedules/${scheduleId}/attendees.csv`;

/** GET /v1/payments/workshops/{id}/invoices: the workshop's invoices and credit notes, oldest first. */
export function useWorkshopInvoices(workshopId: string) {
  return useApi<One<InvoiceSummaryResource[]>>(`/payments/workshops/${workshopId}/invoices`);
}

/** GET /v1/payments/invoices/{id}: an invoice or credit note (PDF), as the API path a DownloadLink fetches. */
export const invoicePath = (invoiceId: string) => `/payments/invoices/${invoiceId}`;

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
    schedulesPath,
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
    scheduleWaitlistPath(scheduleId),
    { perPage: MAX_PER_PAGE },
    { notify: false },
  );
}

/**
 * How often a schedule's announcements (and an open list of recipients) are read again while a delivery
 * waits in the queue: each second, as deliveries leave at five a second, so the counts and the recipients'
 * lines never disagree for long.
 */
const QUEUED_POLL_MS = 1000;

/**
 * GET /v1/workshop-schedules/{id}/announcements: the schedule's announcements, newest first, with how far
 * each one's delivery has got; read again every few seconds while any of them is still queued.
 */
export function useScheduleAnnouncements(scheduleId: string) {
  return useApi<Page<AnnouncementResource>>(
    announcementsPath(scheduleId),
    { perPage: MAX_PER_PAGE },
    {
      refreshInterval: (page) =>
        page?.data.some((announcement) => announcement.delivery.queued > 0) ? QUEUED_POLL_MS : 0,
    },
  );
}

/**
 * GET /v1/workshop-schedules/{id}/announcements/{announcementId}/recipients: who an announcement went to
 * and how it reached each of them; read again while any is still queued.
 */
export function useAnnouncementRecipients(scheduleId: string, announcementId: string) {
  return useApi<Page<AnnouncementRecipientResource>>(
    `${announcementsPath(scheduleId)}/${announcementId}/recipients`,
    { perPage: MAX_PER_PAGE },
    {
      refreshInterval: (page) =>
        page?.data.some((recipient) => recipient.status === 'QUEUED') ? QUEUED_POLL_MS : 0,
    },
  );
}

/**
 * POST /v1/workshop-schedules/{id}/announcements: queues an announcement to one audience of the schedule;
 * 422 on its fields (an audience with nobody in it), 429 past the hourly limit. The list changes.
 */
export function createAnnouncement(scheduleId: string, body: CreateAnnouncement) {
  return api.post<One<AnnouncementResource>>(announcementsPath(scheduleId), body, {
    revalidates: [announcementsPath(scheduleId)],
  });
}

/**
 * POST /v1/workshop-schedules: a new schedule of a workshop. The body may leave out what the API
 * defaults; the form's contract check requires the rest.
 */
export function createSchedule(body: Partial<CreateWorkshopScheduleInput>) {
  return api.post<One<WorkshopScheduleResource>>(schedulesPath, body, changesSchedules);
}

/**
 * PATCH /v1/workshop-schedules/{id}: its dates, details or status. Cancelling one cancels and refunds its
 * bookings and closes its line in the API, so the bookings and its waitlist change with the lists.
 */
export function updateSchedule(id: string, body: UpdateWorkshopScheduleInput) {
  return api.patch<One<WorkshopScheduleResource>>(`${schedulesPath}/${id}`, body, {
    revalidates: [schedulesPath, scheduleWaitlistPath(id), '/bookings'],
  });
}

/** The writes of a schedule's sessions: each answers the schedule as it now stands (POST, PATCH). */
const sessionsPath = (scheduleId: string) => `${schedulesPath}/${scheduleId}/sessions` as const;

/** POST /v1/workshop-schedules/{id}/sessions: one more session; its attendees are told. */
export function addScheduleSession(scheduleId: string, body: CreateScheduleSessionInput) {
  return api.post<One<WorkshopScheduleResource>>(sessionsPath(scheduleId), body, changesSchedules);
}

/** POST /v1/workshop-schedules/{id}/sessions/series: `count` more, weekly or on the chosen weekdays. */
export function addScheduleSessionSeries(scheduleId: string, body: ScheduleSessionSeriesInput) {
  return api.post<One<WorkshopScheduleResource>>(
    `${sessionsPath(scheduleId)}/series`,
    body,
    changesSchedules,
  );
}

/** PATCH /v1/workshop-schedules/{id}/sessions/{sessionId}: moved (its attendees are told) or renamed. */
export function updateScheduleSession(
  scheduleId: string,
  sessionId: string,
  body: UpdateScheduleSessionInput,
) {
  return api.patch<One<WorkshopScheduleResource>>(
    `${sessionsPath(scheduleId)}/${sessionId}`,
    body,
    changesSchedules,
  );
}

/**
 * DELETE /v1/workshop-schedules/{id}/sessions/{sessionId}: the session will not happen; attendees are told.
 * Answers the schedule as it then stands (read again: its span, count and rhythm are the API's).
 */
export async function cancelScheduleSession(scheduleId: string, sessionId: string) {
  await api.delete(`${sessionsPath(scheduleId)}/${sessionId}`, changesSchedules);
  return api.get<One<WorkshopScheduleResource>>(`${schedulesPath}/${scheduleId}`);
}

/** DELETE /v1/workshop-schedules/{id} (a soft delete). */
export function deleteSchedule(id: string) {
  return api.delete(`${schedulesPath}/${id}`, changesSchedules);
}

/** POST /v1/workshop-schedules/{id}/restore: undoes a delete. */
export function restoreSchedule(id: string) {
  return api.post(`${schedulesPath}/${id}/restore`, undefined, changesSchedules);
}

/** POST /v1/upload-temp: uploads a file a resource then attaches by its id (`fileId`); no read shows it. */
export function uploadTemporaryFile(file: File) {
  const upload = new FormData();
  upload.set('file', file);
  return api.post<One<TemporaryFileResource>>('/upload-temp', upload, { revalidates: [] });
}

/**
 * POST /v1/workshops/{id}/resources: adds a resource. The body may leave out what the API defaults; the
 * form's contract check requires the rest.
 */
export function createWorkshopResource(workshopId: string, body: Partial<CreateWorkshopResourceInput>) {
  return api.post<One<WorkshopResourceItem>>(
    workshopResourcesPath(workshopId),
    body,
    changesResources(workshopId),
  );
}

/** PATCH /v1/workshops/{id}/resources/{resourceId}: e.g. its visibility. */
export function updateWorkshopResource(
  workshopId: string,
  resourceId: string,
  body: UpdateWorkshopResourceInput,
) {
  return api.patch<One<WorkshopResourceItem>>(
    `${workshopResourcesPath(workshopId)}/${resourceId}`,
    body,
    changesResources(workshopId),
  );
}

/**
 * PUT /v1/workshops/{id}/resources/order: every resource of the workshop once, in its new order; answers
 * them in that order. Quiet (no error toast): the caller says what a refusal means.
 */
export function orderWorkshopResources(workshopId: string, body: WorkshopResourceOrderInput) {
  return api.put<One<WorkshopResourceItem[]>>(`${workshopResourcesPath(workshopId)}/order`, body, {
    notify: false,
    ...changesResources(workshopId),
  });
}

/** DELETE /v1/workshops/{id}/resources/{resourceId} (a soft delete). */
export function deleteWorkshopResource(workshopId: string, resourceId: string) {
  return api.delete(`${workshopResourcesPath(workshopId)}/${resourceId}`, changesResources(workshopId));
}

/** POST /v1/workshops/{id}/resources/{resourceId}/restore: undoes a delete. */
export function restoreWorkshopResource(workshopId: string, resourceId: string) {
  return api.post(
    `${workshopResourcesPath(workshopId)}/${resourceId}/restore`,
    undefined,
    changesResources(workshopId),
  );
}

/**
 * POST /v1/user/teaching-calendar-feed: a new private address of every session I teach, shown once; the
 * one before stops working. Quiet: the teaching calendar card shows a refusal itself.
 */
export function createTeachingCalendarFeed() {
  return api.post<One<CalendarFeedResource>>('/user/teaching-calendar-feed', undefined, {
    notify: false,
    revalidates: [],
  });
}

/**
 * DELETE /v1/user/teaching-calendar-feed: every teaching address stops working. A refusal is toasted, as
 * the confirmation dialog it is asked from stays open to try again.
 */
export function deleteTeachingCalendarFeed() {
  return api.delete('/user/teaching-calendar-feed', { revalidates: [] });
}

/** An uploaded resource's file (its `filePath`, a /v1 URL of the API) as the path a DownloadLink fetches. */
export const resourceFilePath = (filePath: string) => filePath.replace(/^\/v1/, '');
