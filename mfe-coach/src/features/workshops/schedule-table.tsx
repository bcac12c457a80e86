import type { WorkshopScheduleResource } from '@exceed/contract';
import {
  formatEnum,
  formatScheduleSessions,
  StatusBadge,
  Table,
  type TableColumn,
} from '@exceed/design-system';

/** When a schedule runs, in its own zone: its span, or a cohort's "6 sessions, weekly from …". */
export const when = (schedule: WorkshopScheduleResource) => formatScheduleSessions(schedule);

export const scheduleColumns: TableColumn<WorkshopScheduleResource>[] = [
  { id: 'when', header: 'When', cell: (row) => when(row) },
  { id: 'mode', header: 'Mode', cell: (row) => formatEnum(row.mode) },
  { id: 'visibility', header: 'Visibility', cell: (row) => formatEnum(row.visibility) },
  {
    id: 'place',
    header: 'Place',
    cell: (row) => [row.location, row.country].filter(Boolean).join(', ') || '—',
  },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
];

export interface ScheduleTableProps {
  label: string;
  rows: WorkshopScheduleResource[];
  loading: boolean;
  emptyText: string;
  actions?: TableColumn<WorkshopScheduleResource>;
}

/** The schedules of a workshop as a table, paginated by SPEC §9's defaults. */
export function ScheduleTable({ label, rows, loading, emptyText, actions }: ScheduleTableProps) {
  return (
    <Table<WorkshopScheduleResource>
      aria-label={label}
      rows={rows}
      loading={loading}
      getRowId={(row) => row.id}
      emptyText={emptyText}
      paginated
      columns={actions ? [...scheduleColumns, actions] : scheduleColumns}
    />
  );
}

/** Today as the API's day filter (a UTC day). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
/** Yesterday as the API's day filter. */
export const yesterdayUtc = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
