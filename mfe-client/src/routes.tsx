import { EmptyState } from '@exceed/design-system';
import { pageNotFound } from '@exceed/session';
import { Route, Routes } from 'react-router';
import DashboardPage from './features/dashboard/dashboard-page.tsx';

function NotFound(): never {
  pageNotFound();
}

/** Sections of the client area that list things, with what each says while empty. */
const sections = [
  { path: 'bookings/*', title: 'Bookings', empty: 'You have no bookings yet.' },
  { path: 'workshops/*', title: 'Workshops', empty: 'Workshops you have booked show here.' },
  { path: 'payments', title: 'Payments', empty: 'Your payments and payment methods show here.' },
  { path: 'groups', title: 'Groups', empty: 'Save groups of people to invite together.' },
  { path: 'apps/*', title: 'Apps', empty: 'Connect apps such as multiplai.' },
];

/** Everything under /b; the shell mounts this at /b/* inside the client layout. */
export default function ClientRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
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
