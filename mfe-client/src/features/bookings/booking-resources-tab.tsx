import type { BookingResource } from '@exceed/api/contract';
import { WorkshopResources } from '../workshops/workshop-resources.tsx';

/** The resources tab of a booking: the workshop's visible resources, as this booking's choices show them. */
export function BookingResourcesTab({ booking }: { booking: BookingResource }) {
  const workshopId = booking.workshopSchedule?.workshop.id;
  if (!workshopId) return null;
  return (
    <WorkshopResources
      workshopId={workshopId}
      preferences={booking.meta?.workshopResourcePreferences ?? []}
    />
  );
}
