import type { WorkshopScheduleResource } from '@exceed/contract';
import { fromInstant, moveToDay } from '@exceed/design-system';

/** The zone a schedule happens in (its own; UTC for one saved before zones were kept). */
export const zoneOf = (schedule: Pick<WorkshopScheduleResource, 'timezone'>): string =>
  schedule.timezone ?? 'UTC';

/**
 * The PATCH body that moves a schedule to start on `toDay` (`YYYY-MM-DD`) in its own zone: start and end
 * shift by the same whole days and keep their times of day there, daylight-saving changes included.
 */
export function movedDates(
  schedule: Pick<WorkshopScheduleResource, 'startDate' | 'endDate' | 'timezone'>,
  toDay: string,
): { startDate: string; endDate: string } {
  const { start, end } = moveToDay(
    { start: schedule.startDate, end: schedule.endDate },
    toDay,
    zoneOf(schedule),
  );
  return { startDate: start, endDate: end };
}

/** Whether a schedule may be moved to `day`: not before today in its own zone. */
export const canMoveScheduleTo = (
  schedule: Pick<WorkshopScheduleResource, 'timezone'>,
  day: string,
  now = new Date(),
): boolean => day >= fromInstant(now, zoneOf(schedule)).day;
