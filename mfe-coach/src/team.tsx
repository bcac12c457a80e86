import { pageNotFound } from '@exceed/session';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
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
        <Route path="jobs/*" element={<p>Job postings</p>} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
