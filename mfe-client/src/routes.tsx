import { pageNotFound } from '@exceed/session';
import { Navigate, Route, Routes, useParams } from 'react-router';
import BecomeCoachPage from './features/become-a-coach/become-a-coach-page.tsx';
import BookingPage from './features/bookings/booking-page.tsx';
import BookingsPage from './features/bookings/bookings-page.tsx';
import PassPage from './features/bookings/pass-page.tsx';
import SeatPassPage from './features/bookings/seat-pass-page.tsx';
import DashboardPage from './features/dashboard/dashboard-page.tsx';
import GroupsPage from './features/groups/groups-page.tsx';
import PaymentsPage from './features/payments/payments-page.tsx';
import WaitlistPage from './features/waitlist/waitlist-page.tsx';
import WorkshopPage from './features/workshops/workshop-page.tsx';
import WorkshopsPage from './features/workshops/workshops-page.tsx';
import { claimPath } from './lib/my-waitlist-api.ts';
import './lib/client.css';

function NotFound(): never {
  pageNotFound();
}

/** /b/waitlist/{id}, where the first offer mails pointed: the offer's page now claims it. */
function ToClaimPage() {
  const { entryId = '' } = useParams();
  return <Navigate to={claimPath(entryId)} replace />;
}

/** Everything under /b but the Apps pages (mfe-settings' apps module); the shell mounts this at /b/* inside the client layout. */
export default function ClientRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="bookings" element={<BookingsPage />} />
      <Route path="bookings/:bookingId/pass" element={<PassPage />} />
      <Route path="seats/:seatId/pass" element={<SeatPassPage />} />
      <Route path="bookings/:bookingId/*" element={<BookingPage />} />
      <Route path="workshops" element={<WorkshopsPage />} />
      <Route path="workshops/:workshopId/*" element={<WorkshopPage />} />
      <Route path="payments" element={<PaymentsPage />} />
      <Route path="groups" element={<GroupsPage />} />
      <Route path="become-a-coach" element={<BecomeCoachPage />} />
      <Route path="waitlist" element={<WaitlistPage />} />
      <Route path="waitlist/:entryId" element={<ToClaimPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
