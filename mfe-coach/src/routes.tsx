import { pageNotFound } from '@exceed/session';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import DashboardPage from './features/dashboard/dashboard-page.tsx';
import './lib/coach.css';

const WorkshopsPage = lazy(() => import('./features/workshops/workshops-page.tsx'));
const WorkshopPage = lazy(() => import('./features/workshops/workshop-page.tsx'));
const BookingsPage = lazy(() => import('./features/bookings/bookings-page.tsx'));
const BookingPage = lazy(() => import('./features/bookings/booking-page.tsx'));
const PayoutsPage = lazy(() => import('./features/account/payouts-page.tsx'));
const FeedbacksPage = lazy(() => import('./features/feedbacks/feedbacks-page.tsx'));
const ProfilePage = lazy(() => import('./features/account/profile-page.tsx'));
// Its own chunk: the QR scanner it loads is on no other page.
const CheckInPage = lazy(() => import('./features/check-in/check-in-page.tsx'));

function NotFound(): never {
  pageNotFound();
}

/** Everything under /c but the Apps pages (mfe-settings' apps module); the shell mounts this at /c/* inside the coach layout. */
export default function CoachRoutes() {
  return (
    <Suspense fallback={<div role="status" aria-label="Loading" />}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="workshops" element={<WorkshopsPage />} />
        <Route path="workshops/:id/*" element={<WorkshopPage />} />
        <Route path="schedules/:id/check-in" element={<CheckInPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="bookings/:id/*" element={<BookingPage />} />
        <Route path="account" element={<Navigate to="/c/account/profile" replace />} />
        <Route path="account/payouts" element={<PayoutsPage />} />
        <Route path="feedbacks" element={<FeedbacksPage />} />
        <Route path="account/profile" element={<ProfilePage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
