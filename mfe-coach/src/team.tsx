import { pageNotFound } from '@exceed/session';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
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
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
