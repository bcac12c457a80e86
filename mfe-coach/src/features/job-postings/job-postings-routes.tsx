import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import '../../lib/coach.css';
import './job-postings.css';

const JobPostingsPage = lazy(() => import('./job-postings-page.tsx'));
const JobPostingPage = lazy(() => import('./job-posting-page.tsx'));

/** A team's job postings under /t/:slug/jobs (its applications are mounted beside, at jobs/:id/applications). */
export default function JobPostingsRoutes() {
  return (
    <Routes>
      <Route index element={<JobPostingsPage />} />
      <Route path="new" element={<JobPostingPage />} />
      <Route path=":id" element={<JobPostingPage />} />
    </Routes>
  );
}
