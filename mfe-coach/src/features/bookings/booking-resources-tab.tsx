import type { BookingResource, WorkshopResourceItem } from '@exceed/contract';
import { formatEnum, LoadError, Table } from '@exceed/design-system';
import { Link } from 'react-router';
import { useWorkshopResources } from '../../lib/workshop-resources-api.ts';

/**
 * The resources tab: the workshop's resources as this booking's attendees get them. The booking's own
 * choice for a resource (meta.workshopResourcePreferences) wins over the workshop's, as in the API's
 * booking resources route; such a choice is marked "(this booking)".
 */
export function BookingResourcesTab({ booking }: { booking: BookingResource }) {
  const workshopId = booking.workshopSchedule?.workshop.id;
  const choices = new Map(
    (booking.meta?.workshopResourcePreferences ?? []).map((choice) => [choice.id, choice]),
  );
  const shown = (row: WorkshopResourceItem, field: 'isVisible' | 'isBroadcast') => {
    const choice = choices.get(row.id);
    const yes = (value: boolean) => (value ? 'Yes' : 'No');
    return choice ? `${yes(choice[field])} (this booking)` : yes(row[field]);
  };
  const resources = useWorkshopResources(workshopId);
  return (
    <section aria-labelledby="booking-resources-title" className="coach-stack">
      <h2 id="booking-resources-title">Resources</h2>
      {workshopId ? (
        <p>
          Manage them on the <Link to={`/c/workshops/${workshopId}/resources`}>workshop's resources</Link>.
        </p>
      ) : null}
      {resources.error ? (
        <LoadError what="the resources" retry={() => resources.mutate()} />
      ) : (
        <Table<WorkshopResourceItem>
          aria-labelledby="booking-resources-title"
          rows={resources.data?.data ?? []}
          loading={resources.isLoading || !workshopId}
          getRowId={(row) => row.id}
          emptyText="This workshop has no resources yet."
          paginated
          columns={[
            { id: 'title', header: 'Title', cell: (row) => row.title },
            { id: 'type', header: 'Type', cell: (row) => formatEnum(row.type) },
            { id: 'visible', header: 'Visible', cell: (row) => shown(row, 'isVisible') },
            { id: 'broadcast', header: 'Broadcast', cell: (row) => shown(row, 'isBroadcast') },
          ]}
        />
      )}
    </section>
  );
}
