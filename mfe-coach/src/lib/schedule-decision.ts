import type { One, WorkshopScheduleResource } from '@exceed/contract';
import { api } from '@exceed/session';

/*
 * A schedule's go/no-go answered wherever the coach meets it (the dashboard, the schedule's dialog): run it
 * anyway, or cancel it. Either changes the schedule lists; a cancellation changes the bookings too.
 */

/** What the cancel confirmation says: the API cancels and refunds the live bookings and tells attendees. */
export const CANCEL_CONSEQUENCES =
  'Its bookings are cancelled and refunded in full, and attendees are told. This cannot be undone.';

/** POST /v1/workshop-schedules/{id}/run-anyway: a schedule short of its minimum runs all the same. */
export function runScheduleAnyway(id: string) {
  return api.post<One<WorkshopScheduleResource>>(`/workshop-schedules/${id}/run-anyway`, undefined, {
    revalidates: ['/workshop-schedules'],
  });
}

/** PATCH /v1/workshop-schedules/{id} to CANCELLED: the API cancels and refunds its bookings. */
export function cancelScheduleNow(id: string) {
  return api.patch<One<WorkshopScheduleResource>>(
    `/workshop-schedules/${id}`,
    { status: 'CANCELLED' },
    { revalidates: ['/workshop-schedules', '/bookings'] },
  );
}
