import type { WorkshopScheduleResource } from '@exceed/contract';
import { removeWithUndo, toast } from '@exceed/design-system';
import { api } from '@exceed/session';
import { movedDates } from './schedule-dates.ts';
import { when } from './schedule-table.tsx';
import { deleteSchedule, restoreSchedule, updateSchedule } from './workshops-api.ts';

/** Publishes a draft schedule, so clients can find and book it. */
export async function publishSchedule(schedule: WorkshopScheduleResource): Promise<void> {
  await updateSchedule(schedule.id, { status: 'PUBLISHED' });
  toast({ title: 'Schedule published', description: when(schedule), variant: 'success' });
}

/** Cancels a schedule; the API cancels and refunds its bookings (bookings/cancel-session-bookings.ts). */
export async function cancelSchedule(schedule: WorkshopScheduleResource): Promise<void> {
  await updateSchedule(schedule.id, { status: 'CANCELLED' });
  toast({ title: 'Schedule cancelled', description: when(schedule), variant: 'success' });
}

/** Deletes a cancelled or completed schedule, with Undo (restore) in the toast. */
export const deleteScheduleWithUndo = (schedule: WorkshopScheduleResource) =>
  removeWithUndo(
    () => deleteSchedule(schedule.id),
    () => restoreSchedule(schedule.id),
    'Schedule deleted',
    when(schedule),
  );

async function patchDates(schedule: WorkshopScheduleResource, dates: { startDate: string; endDate: string }) {
  const answer = await updateSchedule(schedule.id, dates);
  return answer.data;
}

/**
 * Moves a schedule to start on `toDay` in its own zone (same times of day, same length) and says so, with
 * Undo putting it back where it was. Resolves to the moved schedule; throws (after saying why) on failure.
 */
export async function moveSchedule(
  schedule: WorkshopScheduleResource,
  toDay: string,
): Promise<WorkshopScheduleResource> {
  let moved: WorkshopScheduleResource;
  try {
    moved = await patchDates(schedule, movedDates(schedule, toDay));
  } catch (error) {
    api.notifyFailure('Schedule not moved', error);
    throw error;
  }
  toast({
    title: 'Schedule moved',
    description: when(moved),
    variant: 'success',
    action: {
      label: 'Undo',
      altText: `Undo: move it back to ${when(schedule)}`,
      onClick: () => {
        patchDates(moved, { startDate: schedule.startDate, endDate: schedule.endDate }).then(
          () => toast({ title: 'Move undone', description: when(schedule), variant: 'success' }),
          (error: unknown) => api.notifyFailure('Move not undone', error),
        );
      },
    },
  });
  return moved;
}
