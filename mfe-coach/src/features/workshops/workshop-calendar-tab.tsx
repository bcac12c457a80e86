import { Button, ConfirmDialog, Dialog, toast } from '@exceed/design-system';
import { api, useApi } from '@exceed/session';
import { useState } from 'react';
import { LoadError } from '../../lib/load-error.tsx';
import { removeWithUndo } from '../../lib/remove-with-undo.ts';
import type { Page, Schedule, Workshop } from '../../lib/types.ts';
import { ScheduleForm } from './schedule-form.tsx';
import { ScheduleTable, todayUtc, when } from './schedule-table.tsx';

/**
 * The calendar tab: the workshop's schedules from today on, soonest first. Create one, publish it, move it
 * (edit its dates), cancel it (its bookings are cancelled and refunded by the API) or delete it with Undo.
 */
export function WorkshopCalendarTab({ workshop }: { workshop: Workshop }) {
  const schedules = useApi<Page<Schedule>>('/workshop-schedules', {
    workshopId: workshop.id,
    from: todayUtc(),
    perPage: 100,
  });
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<Schedule | null>(null);
  const [cancelling, setCancelling] = useState<Schedule | null>(null);

  const publish = async (schedule: Schedule) => {
    await api.patch(`/workshop-schedules/${schedule.id}`, { status: 'PUBLISHED' });
    toast({ title: 'Schedule published', description: when(schedule), variant: 'success' });
  };

  return (
    <section aria-labelledby="calendar-title" className="coach-stack">
      <header className="coach-section__header">
        <h2 id="calendar-title">Upcoming schedules</h2>
        <Button onClick={() => setCreating(true)}>New schedule</Button>
      </header>
      {schedules.error ? (
        <LoadError what="the schedules" retry={() => schedules.mutate()} />
      ) : (
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
              const open = row.status === 'DRAFT' || row.status === 'PUBLISHED';
              const name = when(row);
              return (
                <div className="coach-row-actions">
                  {row.status === 'DRAFT' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Publish ${name}`}
                      onClick={() => void publish(row)}
                    >
                      Publish
                    </Button>
                  ) : null}
                  {open ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${name}`}
                      onClick={() => setMoving(row)}
                    >
                      Move
                    </Button>
                  ) : null}
                  {open ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Cancel ${name}`}
                      onClick={() => setCancelling(row)}
                    >
                      Cancel
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${name}`}
                      onClick={() =>
                        void removeWithUndo(`/workshop-schedules/${row.id}`, 'Schedule deleted', name)
                      }
                    >
                      Delete
                    </Button>
                  )}
                </div>
              );
            },
          }}
        />
      )}
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title="New schedule"
        description={workshop.title}
        size="lg"
      >
        <ScheduleForm workshop={workshop} onSaved={() => setCreating(false)} />
      </Dialog>
      <Dialog
        open={moving !== null}
        onOpenChange={(open) => !open && setMoving(null)}
        title="Move schedule"
        description="Attendees are told of the new dates."
        size="lg"
      >
        {moving ? (
          <ScheduleForm workshop={workshop} schedule={moving} onSaved={() => setMoving(null)} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel schedule?"
        description={`${cancelling ? when(cancelling) : ''}: its bookings are cancelled and refunded in full, and attendees are told.`}
        confirmLabel="Cancel schedule"
        onConfirm={async () => {
          if (!cancelling) return;
          await api.patch(`/workshop-schedules/${cancelling.id}`, { status: 'CANCELLED' });
          toast({ title: 'Schedule cancelled', description: when(cancelling), variant: 'success' });
        }}
      />
    </section>
  );
}
