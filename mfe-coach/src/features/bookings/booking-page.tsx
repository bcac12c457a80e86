import { LoadError, RouteTabs, routeTabTitle, Skeleton, StatusBadge } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { BookingDetailsTab } from './booking-details-tab.tsx';
import { BookingPaymentsTab } from './booking-payments-tab.tsx';
import { BookingResourcesTab } from './booking-resources-tab.tsx';
import { BookingSeatsTab } from './booking-seats-tab.tsx';
import { useBooking } from './bookings-api.ts';

/** SPEC §2's tabs of /c/bookings/{id}, one route each. */
const TABS = [
  { path: '', label: 'Details' },
  { path: 'seats', label: 'Seats' },
  { path: 'payments', label: 'Payments' },
  { path: 'resources', label: 'Resources' },
] as const;

function NotFound(): never {
  pageNotFound();
}

/** /c/bookings/{id}/*: a booking of one of the coach's sessions. */
export default function BookingPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const booking = useBooking(id);
  if (statusOf(booking.error) === 404 || statusOf(booking.error) === 422) pageNotFound();
  const data = booking.data?.data;
  const title = data ? `Booking of ${data.workshopSchedule?.workshop.title ?? 'a session'}` : 'Booking';
  const base = `/c/bookings/${id}`;
  usePageTitle(routeTabTitle(title, base, pathname, TABS));
  return (
    <section aria-labelledby="booking-title" className="coach-page">
      <Link to="/c/bookings" className="coach-back">
        ← Bookings
      </Link>
      {booking.error ? (
        <LoadError what="this booking" retry={() => booking.mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading the booking">
          <Skeleton style={{ height: '2.5rem', width: '60%' }} />
          <Skeleton style={{ height: '16rem', marginTop: 'var(--ex-space-4)' }} />
        </div>
      ) : (
        <>
          <header className="coach-page__header">
            <h1 id="booking-title">{title}</h1>
            <StatusBadge status={data.status} />
          </header>
          <RouteTabs
            base={base}
            pathname={pathname}
            onNavigate={(path) => void navigate(path)}
            tabs={TABS}
            label="Booking sections"
            className="coach-tabs__panel"
          >
            <Routes>
              <Route index element={<BookingDetailsTab booking={data} />} />
              <Route path="seats" element={<BookingSeatsTab booking={data} />} />
              <Route path="payments" element={<BookingPaymentsTab booking={data} />} />
              <Route path="resources" element={<BookingResourcesTab booking={data} />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </RouteTabs>
        </>
      )}
    </section>
  );
}
