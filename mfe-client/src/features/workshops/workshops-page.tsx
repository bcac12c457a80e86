import {
  Button,
  EmptyState,
  formatDateTime,
  LoadError,
  Table,
  type TableColumn,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link } from 'react-router';
import { useMyBookings } from '../../lib/my-bookings-api.ts';
import { groupByWorkshop, type MyWorkshop } from './my-workshops.ts';
import '../../lib/client.css';

const columns: TableColumn<MyWorkshop>[] = [
  {
    id: 'title',
    header: 'Workshop',
    cell: (workshop) => (
      <Link to={`/b/workshops/${workshop.id}`} className="client-list__title">
        {workshop.title}
      </Link>
    ),
  },
  {
    id: 'next',
    header: 'Next session',
    cell: (workshop) =>
      workshop.next ? formatDateTime(workshop.next.startDate, workshop.next.timezone) : 'None booked',
  },
  { id: 'past', header: 'Sessions attended', align: 'end', cell: (workshop) => workshop.pastSessions },
  { id: 'bookings', header: 'Bookings', align: 'end', cell: (workshop) => workshop.bookings.length },
];

/** /b/workshops: the workshops I have booked, one row each. */
export default function WorkshopsPage() {
  usePageTitle('Workshops');
  const { data, error, mutate } = useMyBookings();
  const workshops = groupByWorkshop(data?.data ?? []);
  return (
    <section aria-labelledby="workshops-title" className="client-page">
      <h1 id="workshops-title">Workshops</h1>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="your workshops" />
      ) : data && workshops.length === 0 ? (
        <EmptyState
          title="No workshops yet"
          description="Workshops you have booked show here."
          action={
            <Button asChild>
              <Link to="/workshops">Find a workshop</Link>
            </Button>
          }
        />
      ) : (
        <Table
          aria-labelledby="workshops-title"
          columns={columns}
          rows={workshops}
          getRowId={(workshop) => workshop.id}
          loading={!data}
          paginated
        />
      )}
    </section>
  );
}
