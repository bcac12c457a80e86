import { formatDateTime, LoadError, Skeleton } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { cohortWhen, workshopOf } from '../../lib/booking-facts.ts';
import { CheckInPass } from '../../lib/check-in-pass.tsx';
import { useBooking } from '../../lib/my-bookings-api.ts';

/**
 * /b/bookings/{id}/pass: the booker's check-in pass alone, large, for a phone held out at the door (or
 * saved to its home screen). A booking with no pass (not confirmed) says so.
 */
export default function PassPage() {
  const { bookingId = '' } = useParams();
  const { data, error, mutate } = useBooking(bookingId);
  if (error && statusOf(error) === 404) pageNotFound();
  const booking = data?.data;
  usePageTitle(booking ? `Check-in pass: ${workshopOf(booking)}` : 'Check-in pass');
  const schedule = booking?.workshopSchedule;
  return (
    <section aria-labelledby="pass-title" className="client-page pass-page">
      <Link to={`/b/bookings/${bookingId}`} className="client-back">
        ← The booking
      </Link>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="this pass" />
      ) : !booking ? (
        <Skeleton shape="rect" width="18rem" height="18rem" />
      ) : (
        <>
          <h1 id="pass-title">{workshopOf(booking)}</h1>
          {schedule ? (
            <p className="client-muted">
              {cohortWhen(booking) ?? formatDateTime(schedule.startDate, schedule.timezone)}
            </p>
          ) : null}
          {booking.checkInCode ? (
            <CheckInPass code={booking.checkInCode} size={280} />
          ) : (
            <p>This booking has no check-in pass: only a confirmed booking has one.</p>
          )}
        </>
      )}
    </section>
  );
}
