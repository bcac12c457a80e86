import type { WorkshopResource, WorkshopScheduleResource } from '@exceed/contract';
import { Button, LoadError } from '@exceed/design-system';
import { deleteScheduleWithUndo, publishSchedule } from './schedule-actions.ts';
import { ScheduleTable, todayUtc, when } from './schedule-table.tsx';
import { useWorkshopSchedules } from './workshops-api.ts';

export interface UpcomingSchedulesProps {
  workshop: WorkshopResource;
  /** Opens a schedule to move it (edit its dates). */
  onMove: (schedule: WorkshopScheduleResource) => void;
  /** Asks to cancel a schedule. */
  onCancel: (schedule: WorkshopScheduleResource) => void;
}

/** The list view: the workshop's schedules from today on, soonest first, each with its actions. */
export function UpcomingSchedules({ workshop, onMove, onCancel }: UpcomingSchedulesProps) {
  const schedules = useWorkshopSchedules(workshop.id, { from: todayUtc() });
  if (schedules.error) return <LoadError what="the schedules" retry={() => schedules.mutate()} />;
  return (
    <ScheduleTable
      label="Upcoming schedules"
      rows={schedules.data?.data ?? []}
      loading={schedules.isLoading}
      emptyText="No upcoming schedules. Add one so clients can book this workshop."
      actions={{
        id: 'actions',
        header: <span className="ex-visually-hidden">Actions</span>,
        align: 'end',
        cell: (row) => {
          const name = when(row);
          return (
            <div className="coach-row-actions">
              {row.abilities.publish ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Publish ${name}`}
                  onClick={() => void publishSchedule(row)}
                >
                  Publish
                </Button>
              ) : null}
              {row.abilities.edit ? (
                <Button size="sm" variant="ghost" aria-label={`Move ${name}`} onClick={() => onMove(row)}>
                  Move
                </Button>
              ) : null}
              {row.abilities.cancel ? (
                <Button size="sm" variant="ghost" aria-label={`Cancel ${name}`} onClick={() => onCancel(row)}>
                  Cancel
                </Button>
              ) : null}
              {!row.abilities.cancel && row.abilities.delete ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${name}`}
                  onClick={() => void deleteScheduleWithUndo(row)}
                >
                  Delete
                </Button>
              ) : null}
            </div>
          );
        },
      }}
    />
  );
}
