import { pageNotFound } from '@exceed/session';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import ApplicationPage from './features/job-applications/application-page.tsx';
import ApplicationsPage from './features/job-applications/applications-page.tsx';
import JobPostingsRoutes from './features/job-postings/job-postings-routes.tsx';
import './lib/coach.css';

const MembersPage = lazy(() => import('./features/team-members/members-page.tsx'));
const TeamSettingsPage = lazy(() => import('./features/team-settings/team-settings-page.tsx'));

function NotFound(): never {
  pageNotFound();
}

/** A team's workspace: the shell mounts this at /t/:slug/* inside the team layout. */
export default function TeamRoutes() {
  return (
    <Suspense fallback={<div role="status" aria-label="Loading" />}>
      <Routes>
        <Route index element={<Navigate to="members" replace />} />
        <Route path="members" element={<MembersPage />} />
        <Route path="settings" element={<TeamSettingsPage />} />
        <Route path="jobs/*" element={<JobPostingsRoutes />} />
        <Route path="jobs/:id/applications" element={<ApplicationsPage />} />
        <Route path="jobs/:id/applications/:applicationId" element={<ApplicationPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
