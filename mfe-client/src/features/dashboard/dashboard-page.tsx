import {
  BOOKING_STATUSES,
  type BookingResource,
  type DashboardMetrics,
  INVITATION_STATUSES,
} from '@exceed/contract';
import {
  BarChart,
  Button,
  Card,
  EmptyState,
  formatDateTime,
  formatEnum,
  formatMoney,
  formatMonth,
  LoadError,
  Skeleton,
  StatusBadge,
} from '@exceed/design-system';
import { usePageTitle, useSession } from '@exceed/session';
import { Link } from 'react-router';
import { isUpcoming, workshopOf } from '../../lib/booking-facts.ts';
import { useMyBookings } from '../../lib/my-bookings-api.ts';
import { useDashboardMetrics } from './dashboard-api.ts';
import { WaitlistOfferNotice } from './waitlist-offer-notice.tsx';
import '../../lib/client.css';
import './dashboard.css';

type ClientMetrics = DashboardMetrics['client'];

/** The client's home in /b: what is coming up, what they booked and spent, and where to go next. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const metrics = useDashboardMetrics();
  const bookings = useMyBookings();
  const setSettingsOpen = useSession((s) => s.setSettingsOpen);
  return (
    <section aria-labelledby="client-dashboard-title" className="client-page client-dashboard">
      <header className="client-dashboard__header">
        <h1 id="client-dashboard-title">Dashboard</h1>
        <div className="client-actions">
          <Button asChild>
            <Link to="/workshops">Find a workshop</Link>
          </Button>
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            Open settings
          </Button>
        </div>
      </header>
      <WaitlistOfferNotice />
      {metrics.error ? (
        <LoadError error={metrics.error} retry={() => metrics.mutate()} what="your dashboard" />
      ) : metrics.data ? (
        <Metrics client={metrics.data.data.client} bookings={bookings.data?.data ?? []} />
      ) : (
        <div className="client-dashboard__grid" aria-busy="true">
          <Skeleton shape="rect" height="7rem" />
          <Skeleton shape="rect" height="7rem" />
          <Skeleton shape="rect" height="7rem" />
        </div>
      )}
      <UpcomingSessions
        bookings={bookings.data?.data}
        error={bookings.error}
        retry={() => bookings.mutate()}
      />
    </section>
  );
}

function Metrics({ client, bookings }: { client: ClientMetrics; bookings: BookingResource[] }) {
  const next = client.nextSession;
  const nextBooking = next
    ? bookings.find((booking) => booking.workshopScheduleId === next.workshopScheduleId)
    : undefined;
  return (
    <>
      <div className="client-dashboard__grid">
        <Card asChild>
          <section aria-labelledby="next-session-title">
            <Card.Header>
              <Card.Title as="h2" id="next-session-title">
                Next session
              </Card.Title>
            </Card.Header>
            <Card.Content>
              {next ? (
                <p className="client-dashboard__next">
                  {nextBooking ? (
                    <Link to={`/b/bookings/${nextBooking.id}`}>{next.workshopTitle}</Link>
                  ) : (
                    <strong>{next.workshopTitle}</strong>
                  )}
                  <span className="client-muted">{formatDateTime(next.startDate, next.timezone)}</span>
                </p>
              ) : (
                <p className="client-muted">No session booked ahead.</p>
              )}
            </Card.Content>
          </section>
        </Card>
        <Card asChild>
          <section aria-labelledby="upcoming-count-title">
            <Card.Header>
              <Card.Title as="h2" id="upcoming-count-title">
                Upcoming sessions
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <p className="client-dashboard__number">{client.upcomingSessions}</p>
            </Card.Content>
          </section>
        </Card>
        <Card asChild>
          <section aria-labelledby="bookings-status-title">
            <Card.Header>
              <Card.Title as="h2" id="bookings-status-title">
                Bookings
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <dl className="client-counts">
                {BOOKING_STATUSES.map((status) => (
                  <div key={status}>
                    <dt>
                      <StatusBadge status={status} />
                    </dt>
                    <dd>{client.bookingsByStatus[status]}</dd>
                  </div>
                ))}
              </dl>
            </Card.Content>
          </section>
        </Card>
        <Card asChild>
          <section aria-labelledby="seats-status-title">
            <Card.Header>
              <Card.Title as="h2" id="seats-status-title">
                Seats given to me
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <dl className="client-counts">
                {INVITATION_STATUSES.map((status) => (
                  <div key={status}>
                    <dt>{formatEnum(status)}</dt>
                    <dd>{client.seatsByStatus[status]}</dd>
                  </div>
                ))}
              </dl>
            </Card.Content>
          </section>
        </Card>
      </div>
      {client.spending.map(({ currency, months }) => (
        // Amounts of different currencies are never added up: a chart per currency, named when there are several.
        <Card key={currency}>
          <Card.Content>
            <BarChart
              title={client.spending.length > 1 ? `Spending by month in ${currency}` : 'Spending by month'}
              description="What you paid for bookings over the last 12 months."
              labelHeader="Month"
              data={months.map(({ month, amount }) => ({ label: formatMonth(month), value: amount }))}
              formatValue={(value) => formatMoney(value, currency)}
            />
          </Card.Content>
        </Card>
      ))}
    </>
  );
}

function UpcomingSessions({
  bookings,
  error,
  retry,
}: {
  bookings: BookingResource[] | undefined;
  error: Error | undefined;
  retry: () => unknown;
}) {
  const upcoming = (bookings ?? [])
    .filter(isUpcoming)
    .sort((a, b) => (a.workshopSchedule?.startDate ?? '').localeCompare(b.workshopSchedule?.startDate ?? ''));
  return (
    <section aria-labelledby="upcoming-list-title" className="client-section">
      <h2 id="upcoming-list-title">Your upcoming sessions</h2>
      {error ? (
        <LoadError error={error} retry={retry} what="your sessions" />
      ) : bookings === undefined ? (
        <Skeleton shape="rect" height="6rem" />
      ) : upcoming.length === 0 ? (
        <EmptyState
          size="compact"
          titleAs="h3"
          title="No upcoming sessions"
          description="Sessions you book appear here."
        />
      ) : (
        <ul className="client-list">
          {upcoming.map((booking) => (
            <li key={booking.id}>
              <Card className="client-list__item">
                <div>
                  <Link to={`/b/bookings/${booking.id}`} className="client-list__title">
                    {workshopOf(booking)}
                  </Link>
                  <p className="client-muted">
                    {booking.workshopSchedule
                      ? formatDateTime(booking.workshopSchedule.startDate, booking.workshopSchedule.timezone)
                      : ''}{' '}
                    · {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'}
                  </p>
                </div>
                <StatusBadge status={booking.status} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
