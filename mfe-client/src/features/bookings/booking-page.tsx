import {
  formatDateTime,
  LoadError,
  RouteTabs,
  routeTabTitle,
  Skeleton,
  StatusBadge,
} from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { BookingDetailsTab } from '../../lib/booking-details-tab.tsx';
import { cohortWhen, workshopOf } from '../../lib/booking-facts.ts';
import { useBooking } from '../../lib/my-bookings-api.ts';
import { BookingCancellation } from './booking-cancellation.tsx';
import { BookingPaymentsTab } from './booking-payments-tab.tsx';
import { BookingResourcesTab } from './booking-resources-tab.tsx';
import { BookingSeatsTab } from './booking-seats-tab.tsx';
import '../../lib/client.css';
import './bookings.css';

const tabs = [
  { path: '', label: 'Details' },
  { path: 'seats', label: 'Seats' },
  { path: 'payments', label: 'Payments' },
  { path: 'resources', label: 'Resources' },
] as const;

function NotFound(): never {
  pageNotFound();
}

/** /b/bookings/{id} and its tabs (SPEC §2: index, seats, payments, resources). */
export default function BookingPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { bookingId = '' } = useParams();
  const { data, error, mutate } = useBooking(bookingId);
  if (error && statusOf(error) === 404) pageNotFound();
  const booking = data?.data;
  const base = `/b/bookings/${bookingId}`;
  usePageTitle(routeTabTitle(booking ? workshopOf(booking) : 'Booking', base, pathname, tabs));
  return (
    <section aria-labelledby="booking-title" className="client-page">
      <Link to="/b/bookings" className="client-back">
        ← All bookings
      </Link>
      {error ? (
        <>
          <h1 id="booking-title">Booking</h1>
          <LoadError error={error} retry={() => mutate()} what="this booking" />
        </>
      ) : !booking ? (
        <>
          <h1 id="booking-title">
            <Skeleton width="16rem" />
          </h1>
          <Skeleton shape="rect" height="12rem" />
        </>
      ) : (
        <>
          <header className="booking-header">
            <h1 id="booking-title">{workshopOf(booking)}</h1>
            <p className="client-muted">
              {booking.workshopSchedule
                ? (cohortWhen(booking) ??
                  formatDateTime(booking.workshopSchedule.startDate, booking.workshopSchedule.timezone))
                : null}{' '}
              <StatusBadge status={booking.status} />
            </p>
          </header>
          <RouteTabs
            base={base}
            pathname={pathname}
            onNavigate={(path) => void navigate(path)}
            tabs={tabs}
            label="Booking sections"
            className="client-tab-panel"
          >
            <Routes>
              <Route
                index
                element={
                  <>
                    <BookingDetailsTab booking={booking} />
                    <BookingCancellation booking={booking} />
                  </>
                }
              />
              <Route path="seats" element={<BookingSeatsTab booking={booking} />} />
              <Route path="payments" element={<BookingPaymentsTab booking={booking} />} />
              <Route path="resources" element={<BookingResourcesTab booking={booking} />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </RouteTabs>
        </>
      )}
    </section>
  );
}
