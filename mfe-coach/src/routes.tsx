import { EmptyState } from '@exceed/design-system';
import { pageNotFound } from '@exceed/session';
import { Navigate, Route, Routes } from 'react-router';
import DashboardPage from './features/dashboard/dashboard-page.tsx';

function NotFound(): never {
  pageNotFound();
}

/** Sections of the coach area that list things, with what each says while empty. */
const sections = [
  { path: 'workshops/*', title: 'Workshops', empty: 'Create your first workshop to start taking bookings.' },
  { path: 'bookings/*', title: 'Bookings', empty: 'Bookings of your schedules show here.' },
  { path: 'feedbacks', title: 'Feedbacks', empty: 'Feedback from your attendees shows here.' },
  { path: 'apps/*', title: 'Apps', empty: 'Connect apps such as multiplai.' },
  {
    path: 'account/profile',
    title: 'Profile',
    empty: 'Your coach profile: business name, bio and experience.',
  },
  { path: 'account/payouts', title: 'Payouts', empty: 'Payouts for your paid bookings show here.' },
];

/** Everything under /c; the shell mounts this at /c/* inside the coach layout. */
export default function CoachRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="account" element={<Navigate to="/c/account/profile" replace />} />
      {sections.map(({ path, title, empty }) => (
        <Route
          key={path}
          path={path}
          element={
            <section aria-label={title}>
              <h1>{title}</h1>
              <EmptyState title={`No ${title.toLowerCase()} yet`} description={empty} />
            </section>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
