import { Button, Card, formatDateTime } from '@exceed/design-system';
import { Link } from 'react-router';
import type { MyWorkshop } from './my-workshops.ts';

/** The index tab: where I stand with this workshop. */
export function WorkshopOverviewTab({ workshop }: { workshop: MyWorkshop }) {
  const seats = workshop.bookings
    .filter((booking) => booking.status !== 'CANCELLED')
    .reduce((sum, booking) => sum + booking.seats, 0);
  return (
    <Card asChild>
      <section aria-labelledby="overview-title">
        <Card.Header>
          <Card.Title as="h2" id="overview-title">
            Overview
          </Card.Title>
        </Card.Header>
        <Card.Content>
          <dl className="client-details">
            <dt>Next session</dt>
            <dd>
              {workshop.next
                ? formatDateTime(workshop.next.startDate, workshop.next.timezone)
                : 'None booked'}
            </dd>
            <dt>Sessions attended</dt>
            <dd>{workshop.pastSessions}</dd>
            <dt>Bookings</dt>
            <dd>{workshop.bookings.length}</dd>
            <dt>Seats booked</dt>
            <dd>{seats}</dd>
          </dl>
        </Card.Content>
        <Card.Footer className="client-actions">
          <Button asChild>
            <Link to={`/workshops?search=${encodeURIComponent(workshop.title)}`}>Book another session</Link>
          </Button>
        </Card.Footer>
      </section>
    </Card>
  );
}
