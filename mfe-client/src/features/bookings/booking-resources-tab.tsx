import type { BookingResource } from '@exceed/contract';
import { WorkshopResources } from '../../lib/workshop-resources.tsx';

/** The resources tab of a booking: what this booking opens of its workshop's resources. */
export function BookingResourcesTab({ booking }: { booking: BookingResource }) {
  return <WorkshopResources bookingId={booking.id} />;
}
