import type { WorkshopResource, WorkshopScheduleResource } from '@exceed/contract';
import { Button, Dialog, Tabs } from '@exceed/design-system';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CancelScheduleDialog, ScheduleDialog } from './schedule-dialog.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { ScheduleMonth } from './schedule-month.tsx';
import { TeachingCalendarCard } from './teaching-calendar-card.tsx';
import { UpcomingSchedules } from './upcoming-schedules.tsx';

/** The browser's current month, `YYYY-MM`. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The calendar tab: the workshop's schedules on a month calendar (or, with `?view=list`, the upcoming ones
 * as a list). Click a day to create a schedule on it, a schedule to open it (move its dates, publish,
 * cancel: its bookings are cancelled and refunded by the API), or drag it to another day (Undo in the
 * toast). The view and the month (`?month=YYYY-MM`) live in the address, so a reload or a link keeps them.
 * Below, the coach's teaching calendar: every session they teach as a feed for their calendar app.
 */
export function WorkshopCalendarTab({ workshop }: { workshop: WorkshopResource }) {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'month';
  const wanted = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(wanted) ? wanted : thisMonth();
  const [creating, setCreating] = useState<{ day?: string } | null>(null);
  const [opened, setOpened] = useState<WorkshopScheduleResource | null>(null);
  const [cancelling, setCancelling] = useState<WorkshopScheduleResource | null>(null);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="calendar-title" className="coach-stack">
      <header className="coach-section__header">
        <h2 id="calendar-title">Schedules</h2>
        {workshop.abilities.addSchedule ? (
          <Button onClick={() => setCreating({})}>New schedule</Button>
        ) : null}
      </header>
      <Tabs value={view} onValueChange={(next) => setParam('view', next === 'list' ? 'list' : null)}>
        <Tabs.List aria-label="Schedules view">
          <Tabs.Trigger value="month">Month</Tabs.Trigger>
          <Tabs.Trigger value="list">List</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="month" className="coach-tabs__panel">
          <ScheduleMonth
            workshop={workshop}
            month={month}
            onMonthChange={(next) => setParam('month', next)}
            onSelectDay={(day) => setCreating({ day })}
            onSelectSchedule={setOpened}
          />
        </Tabs.Content>
        <Tabs.Content value="list" className="coach-tabs__panel">
          <UpcomingSchedules workshop={workshop} onMove={setOpened} onCancel={setCancelling} />
        </Tabs.Content>
      </Tabs>
      <TeachingCalendarCard />
      <Dialog
        open={creating !== null}
        onOpenChange={(open) => !open && setCreating(null)}
        title="New schedule"
        description={workshop.title}
        size="lg"
      >
        {creating ? (
          <ScheduleForm
            key={creating.day ?? ''}
            workshop={workshop}
            day={creating.day}
            onSaved={() => setCreating(null)}
          />
        ) : null}
      </Dialog>
      <ScheduleDialog
        workshop={workshop}
        schedule={opened}
        onClose={() => setOpened(null)}
        onCancel={(schedule) => {
          setOpened(null);
          setCancelling(schedule);
        }}
      />
      <CancelScheduleDialog schedule={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
