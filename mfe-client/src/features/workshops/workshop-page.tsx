import { LoadError, RouteTabs, routeTabTitle, Skeleton } from '@exceed/design-system';
import { pageNotFound, usePageTitle } from '@exceed/session';
import { Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useMyBookings } from '../../lib/my-bookings-api.ts';
import { WorkshopResources } from '../../lib/workshop-resources.tsx';
import { groupByWorkshop, type MyWorkshop, resourcesBookingOf } from './my-workshops.ts';
import { WorkshopBookingTab } from './workshop-booking-tab.tsx';
import { WorkshopBookingsTab } from './workshop-bookings-tab.tsx';
import { WorkshopCalendarTab } from './workshop-calendar-tab.tsx';
import { WorkshopHistoryTab } from './workshop-history-tab.tsx';
import { WorkshopOverviewTab } from './workshop-overview-tab.tsx';
import '../../lib/client.css';

const tabs = [
  { path: '', label: 'Overview' },
  { path: 'history', label: 'History' },
  { path: 'bookings', label: 'Bookings' },
  { path: 'calendar', label: 'Calendar' },
  { path: 'resources', label: 'Resources' },
] as const;

/** The Resources tab: what the booking that opens them shows (see resourcesBookingOf). */
function WorkshopResourcesTab({ workshop }: { workshop: MyWorkshop }) {
  const booking = resourcesBookingOf(workshop);
  return booking ? <WorkshopResources bookingId={booking.id} /> : null;
}

function NotFound(): never {
  pageNotFound();
}

/** /b/workshops/{id} and its tabs (SPEC §2): a workshop I booked, seen through my bookings of it. */
export default function WorkshopPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { workshopId = '' } = useParams();
  const { data, error, mutate } = useMyBookings();
  const workshop = data ? groupByWorkshop(data.data).find((entry) => entry.id === workshopId) : undefined;
  if (data && !workshop) pageNotFound();
  const base = `/b/workshops/${workshopId}`;
  usePageTitle(routeTabTitle(workshop?.title ?? 'Workshop', base, pathname, tabs));
  return (
    <section aria-labelledby="workshop-title" className="client-page">
      <Link to="/b/workshops" className="client-back">
        ← All workshops
      </Link>
      {error ? (
        <>
          <h1 id="workshop-title">Workshop</h1>
          <LoadError error={error} retry={() => mutate()} what="this workshop" />
        </>
      ) : !workshop ? (
        <>
          <h1 id="workshop-title">
            <Skeleton width="16rem" />
          </h1>
          <Skeleton shape="rect" height="12rem" />
        </>
      ) : (
        <>
          <h1 id="workshop-title">{workshop.title}</h1>
          <RouteTabs
            base={base}
            pathname={pathname}
            onNavigate={(path) => void navigate(path)}
            tabs={tabs}
            label="Workshop sections"
            className="client-tab-panel"
          >
            <Routes>
              <Route index element={<WorkshopOverviewTab workshop={workshop} />} />
              <Route path="history" element={<WorkshopHistoryTab workshop={workshop} />} />
              <Route path="bookings" element={<WorkshopBookingsTab workshop={workshop} />} />
              <Route path="bookings/:bookingId" element={<WorkshopBookingTab />} />
              <Route path="calendar" element={<WorkshopCalendarTab workshop={workshop} />} />
              <Route path="resources" element={<WorkshopResourcesTab workshop={workshop} />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </RouteTabs>
        </>
      )}
    </section>
  );
}
