import { pageNotFound } from '@exceed/session';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import ApplicationPage from './features/job-applications/application-page.tsx';
import ApplicationsPage from './features/job-applications/applications-page.tsx';
import JobPostingsRoutes from './features/job-postings/job-postings-routes.tsx';

function NotFound(): never {
  pageNotFound();
}

/** A team's workspace: the shell mounts this at /t/:slug/* inside the team layout. */
export default function TeamRoutes() {
  return (
    <Suspense fallback={<div role="status" aria-label="Loading" />}>
      <Routes>
        <Route index element={<Navigate to="members" replace />} />
        <Route path="members" element={<p>Members</p>} />
        <Route path="settings" element={<p>Team settings</p>} />
        <Route path="jobs/*" element={<JobPostingsRoutes />} />
        <Route path="jobs/:id/applications" element={<ApplicationsPage />} />
        <Route path="jobs/:id/applications/:applicationId" element={<ApplicationPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
