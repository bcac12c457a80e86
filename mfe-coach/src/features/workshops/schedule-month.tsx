import type { ScheduleStatus, WorkshopResource, WorkshopScheduleResource } from '@exceed/contract';
import {
  type CalendarEvent,
  type CalendarEventVariant,
  formatEnum,
  LoadError,
  MonthCalendar,
  Skeleton,
} from '@exceed/design-system';
import { useMemo } from 'react';
import { moveSchedule } from './schedule-actions.ts';
import { canMoveScheduleTo, movedDates, zoneOf } from './schedule-dates.ts';
import { useWorkshopSchedules } from './workshops-api.ts';

const VARIANTS: Record<ScheduleStatus, CalendarEventVariant> = {
  DRAFT: 'warning',
  PUBLISHED: 'success',
  COMPLETED: 'neutral',
  CANCELLED: 'muted',
};

/** A session of a schedule on the calendar, in its schedule's zone. */
interface ScheduleEvent extends CalendarEvent {
  schedule: WorkshopScheduleResource;
}

/**
 * Each session of a schedule, as an event: a one-off reads "Online session", a cohort's "Session 2 of 6". A
 * cohort's sessions move one by one in its dialog, so only a one-off is dragged to another day.
 */
function eventsOf(schedule: WorkshopScheduleResource): ScheduleEvent[] {
  const count = schedule.sessions.length;
  return schedule.sessions.map((session, index) => ({
    id: session.id,
    title:
      count > 1
        ? `Session ${index + 1} of ${count}${session.title ? `: ${session.title}` : ''}`
        : `${formatEnum(schedule.mode)} session`,
    start: session.startDate,
    end: session.endDate,
    timeZone: zoneOf(schedule),
    variant: VARIANTS[schedule.status],
    status: formatEnum(schedule.status),
    disabled: !schedule.abilities.edit || count > 1,
    schedule,
  }));
}

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The API's start-day filter (UTC days) for a month: a week either side covers the neighbours' days the
 * grid shows and any zone's offset from UTC.
 */
export function monthRange(month: string): { from: string; to: string } {
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const [year = 1970, monthIndex = 1] = month.split('-').map(Number);
  const last = Date.UTC(year, monthIndex, 0);
  return { from: utcDay(first - 7 * DAY_MS), to: utcDay(last + 7 * DAY_MS) };
}

export interface ScheduleMonthProps {
  workshop: WorkshopResource;
  /** The month shown (`YYYY-MM`). */
  month: string;
  onMonthChange: (month: string) => void;
  /** A day clicked: create a schedule on it. */
  onSelectDay: (day: string) => void;
  /** A schedule clicked: open it. */
  onSelectSchedule: (schedule: WorkshopScheduleResource) => void;
}

/**
 * The workshop's schedules of every status on a month calendar, each on its day in its own zone: drafts
 * amber, published green, completed grey, cancelled struck through. Dragging a schedule that has not
 * started to today or a later day moves it, at once on screen, with Undo in the toast.
 */
export function ScheduleMonth({
  workshop,
  month,
  onMonthChange,
  onSelectDay,
  onSelectSchedule,
}: ScheduleMonthProps) {
  const schedules = useWorkshopSchedules(
    workshop.id,
    monthRange(month),
    // Going to another month keeps this one's schedules on screen, dimmed, until its own arrive.
    { keepPreviousData: true },
  );
  const events = useMemo(() => (schedules.data?.data ?? []).flatMap(eventsOf), [schedules.data]);

  const move = async (event: ScheduleEvent, toDay: string) => {
    const current = schedules.data;
    if (!current) return;
    try {
      await schedules.mutate(
        async () => {
          const moved = await moveSchedule(event.schedule, toDay);
          return { ...current, data: current.data.map((row) => (row.id === moved.id ? moved : row)) };
        },
        {
          // The schedule shows on its new day while the API confirms; a refusal puts it back.
          optimisticData: {
            ...current,
            data: current.data.map((row) => {
              if (row.id !== event.schedule.id) return row;
              // Only a one-off is dragged: its one session moves with it.
              const dates = movedDates(row, toDay);
              return {
                ...row,
                ...dates,
                sessions: row.sessions.map((session) => ({ ...session, ...dates })),
              };
            }),
          },
          rollbackOnError: true,
          revalidate: true,
        },
      );
    } catch {
      // moveSchedule has said why; the schedule is back on its day.
    }
  };

  if (schedules.error) return <LoadError what="the schedules" retry={() => schedules.mutate()} />;
  if (!schedules.data) {
    return (
      <div role="status" aria-label="Loading the schedules">
        <Skeleton style={{ height: '32rem' }} />
      </div>
    );
  }
  return (
    <MonthCalendar<ScheduleEvent>
      events={events}
      month={month}
      onMonthChange={onMonthChange}
      titleAs="h3"
      loading={schedules.isLoading}
      onSelectDay={onSelectDay}
      onSelectEvent={(event) => onSelectSchedule(event.schedule)}
      onMoveEvent={(event, toDay) => void move(event, toDay)}
      canMoveTo={(event, day) => canMoveScheduleTo(event.schedule, day)}
    />
  );
}
