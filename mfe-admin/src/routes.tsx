import { pageNotFound } from '@exceed/session';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import OverviewPage from './features/overview/overview-page.tsx';
import './lib/admin.css';

const TeamsPage = lazy(() => import('./features/teams/teams-page.tsx'));
const TeamPage = lazy(() => import('./features/teams/team-page.tsx'));
const UsersPage = lazy(() => import('./features/users/users-page.tsx'));
const UserPage = lazy(() => import('./features/users/user-page.tsx'));
const RolesPage = lazy(() => import('./features/roles/roles-page.tsx'));
const TemplatesPage = lazy(() => import('./features/templates/templates-page.tsx'));
const BookingsPage = lazy(() => import('./features/bookings/bookings-page.tsx'));
const BookingPage = lazy(() => import('./features/bookings/booking-page.tsx'));
const DisputesPage = lazy(() => import('./features/disputes/disputes-page.tsx'));
const TrashPage = lazy(() => import('./features/trash/trash-page.tsx'));
const AuditPage = lazy(() => import('./features/audit/audit-page.tsx'));
const FailedJobsPage = lazy(() => import('./features/failed-jobs/failed-jobs-page.tsx'));
const MailsPage = lazy(() => import('./features/mails/mails-page.tsx'));
const CoachApplicationsPage = lazy(() => import('./features/coach-applications/coach-applications-page.tsx'));

function NotFound(): never {
  pageNotFound();
}

/** Everything under /admin; the shell mounts this at /admin/* inside the admin layout, for a super-admin only. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={<div role="status" aria-label="Loading" />}>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="teams" element={<TeamsPage />} />
        <Route path="teams/:id" element={<TeamPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<UserPage />} />
        <Route path="coach-applications" element={<CoachApplicationsPage />} />
        <Route path="roles" element={<RolesPage />} />
        <Route path="templates" element={<TemplatesPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="bookings/:id" element={<BookingPage />} />
        <Route path="disputes" element={<DisputesPage />} />
        <Route path="trash" element={<TrashPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="failed-jobs" element={<FailedJobsPage />} />
        <Route path="mails" element={<MailsPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
