import type { WaitlistEntryResource, WorkshopScheduleResource } from '@exceed/contract';
import {
  EmptyState,
  formatDateTime,
  formatOrdinal,
  LoadError,
  StatusBadge,
  Table,
  type TableColumn,
} from '@exceed/design-system';
import { statusOf } from '@exceed/session';
import { useScheduleWaitlist } from './workshops-api.ts';

const columns: TableColumn<WaitlistEntryResource>[] = [
  {
    id: 'place',
    header: 'Place',
    cell: (entry) => (entry.place === null ? '—' : formatOrdinal(entry.place)),
  },
  { id: 'who', header: 'Who', cell: (entry) => entry.username },
  { id: 'seats', header: 'Seats', align: 'end', cell: (entry) => entry.seats },
  { id: 'status', header: 'Status', cell: (entry) => <StatusBadge status={entry.status} /> },
  {
    id: 'lapses',
    header: 'Offer lapses',
    cell: (entry) => (entry.status === 'OFFERED' ? formatDateTime(entry.offerExpiresAt) : '—'),
  },
  { id: 'joined', header: 'Joined', cell: (entry) => formatDateTime(entry.createdAt) },
];

/**
 * A schedule's waitlist as its coach sees it: who waits, for how many seats, in which place, and when an
 * offer made to them lapses. A member who may not read the line is told so (the API's 403).
 */
export function ScheduleWaitlist({ schedule }: { schedule: WorkshopScheduleResource }) {
  const { data, error, isLoading, mutate } = useScheduleWaitlist(schedule.id);
  if (error) {
    return statusOf(error) === 403 ? (
      <p className="coach-note">
        Only the session's coach and the team's owners and admins see its waitlist.
      </p>
    ) : (
      <LoadError error={error} what="the waitlist" retry={() => mutate()} />
    );
  }
  if (data && data.data.length === 0) {
    return (
      <EmptyState
        size="compact"
        titleAs="h3"
        title="Nobody is waiting"
        description="When this session is fully booked, clients can join its waitlist; freed seats are offered to them in order."
      />
    );
  }
  return (
    <Table<WaitlistEntryResource>
      aria-label="Waitlist"
      rows={data?.data ?? []}
      loading={isLoading}
      getRowId={(entry) => entry.id}
      columns={columns}
      paginated
    />
  );
}
