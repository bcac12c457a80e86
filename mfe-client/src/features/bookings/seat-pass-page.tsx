import { formatDateTime, LoadError, Skeleton } from '@exceed/design-system';
import { pageNotFound, usePageTitle } from '@exceed/session';
import { Link, useParams } from 'react-router';
import { CheckInPass } from '../../lib/check-in-pass.tsx';
import { useAcceptedSeats } from './bookings-api.ts';

/**
 * /b/seats/{id}/pass: the check-in pass of a seat I accepted in someone else's booking, alone and large,
 * as the booker's is at /b/bookings/{id}/pass. Read from the seats I accepted: a seat that is not one of
 * them is not found.
 */
export default function SeatPassPage() {
  const { seatId = '' } = useParams();
  const { data, error, mutate } = useAcceptedSeats();
  const seat = data?.data.find((accepted) => accepted.id === seatId);
  if (data && !seat) pageNotFound();
  const title = seat?.session?.workshop.title;
  usePageTitle(title ? `Check-in pass: ${title}` : 'Check-in pass');
  const schedule = seat?.session?.schedule;
  return (
    <section aria-labelledby="pass-title" className="client-page pass-page">
      <Link to="/b/bookings" className="client-back">
        ← Your bookings
      </Link>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="this pass" />
      ) : !seat ? (
        <Skeleton shape="rect" width="18rem" height="18rem" />
      ) : (
        <>
          <h1 id="pass-title">{title}</h1>
          {schedule ? (
            <p className="client-muted">{formatDateTime(schedule.startDate, schedule.timezone)}</p>
          ) : null}
          {seat.checkInCode ? (
            <CheckInPass code={seat.checkInCode} size={280} />
          ) : (
            <p>This seat has no check-in pass yet: its booking is not confirmed.</p>
          )}
        </>
      )}
    </section>
  );
}
