import { Button, LoadError, Skeleton } from '@exceed/design-system';
import { pageNotFound, statusOf } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { BookingDetailsTab } from '../../lib/booking-details-tab.tsx';
import { useBooking } from '../../lib/my-bookings-api.ts';

/**
 * bookings/{bookingId} under a workshop: the booking's details, and a way to its seats, its payments and
 * its cancellation, which live on the booking's own page.
 */
export function WorkshopBookingTab() {
  const { bookingId = '' } = useParams();
  const { data, error, mutate } = useBooking(bookingId);
  if (error && statusOf(error) === 404) pageNotFound();
  if (error) return <LoadError error={error} retry={() => mutate()} what="this booking" />;
  if (!data) return <Skeleton shape="rect" height="12rem" />;
  return (
    <>
      <BookingDetailsTab booking={data.data} />
      <div className="client-actions">
        <Button asChild variant="outline">
          <Link to={`/b/bookings/${data.data.id}/seats`}>Seats</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/b/bookings/${data.data.id}/payments`}>Payments</Link>
        </Button>
        {data.data.abilities.cancel ? (
          <Button asChild variant="outline">
            <Link to={`/b/bookings/${data.data.id}`}>Cancel or change</Link>
          </Button>
        ) : null}
      </div>
    </>
  );
}
