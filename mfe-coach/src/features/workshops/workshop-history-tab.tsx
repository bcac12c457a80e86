import type { WorkshopResource } from '@exceed/contract';
import { LoadError } from '@exceed/design-system';
import { ScheduleTable, yesterdayUtc } from './schedule-table.tsx';
import { useWorkshopSchedules } from './workshops-api.ts';

/** The history tab: the workshop's schedules that started before today. */
export function WorkshopHistoryTab({ workshop }: { workshop: WorkshopResource }) {
  const schedules = useWorkshopSchedules(workshop.id, { to: yesterdayUtc() });
  return (
    <section aria-labelledby="history-title" className="coach-stack">
      <h2 id="history-title">Past schedules</h2>
      {schedules.error ? (
        <LoadError what="the past schedules" retry={() => schedules.mutate()} />
      ) : (
        <ScheduleTable
          label="Past schedules"
          rows={[...(schedules.data?.data ?? [])].reverse()}
          loading={schedules.isLoading}
          emptyText="No past schedules yet."
        />
      )}
    </section>
  );
}
