import { type ComponentType, lazy, Suspense } from 'react';
import { PageSkeleton } from '../pages/page-skeleton.tsx';

// The areas' layouts (sidebar, drawer, tooltips) load with the first page of an area, not on a public visit.
export const LazyClientLayout = lazy(() =>
  import('./client-layout.tsx').then((module) => ({ default: module.ClientLayout })),
);
export const LazyCoachLayout = lazy(() =>
  import('./coach-layout.tsx').then((module) => ({ default: module.CoachLayout })),
);
export const LazyAdminLayout = lazy(() =>
  import('./admin-layout.tsx').then((module) => ({ default: module.AdminLayout })),
);
export const LazyTeamLayout = lazy(() =>
  import('./team-layout.tsx').then((module) => ({ default: module.TeamLayout })),
);

export const LazyTeamHome = lazy(() =>
  import('./team-layout.tsx').then((module) => ({ default: module.TeamHome })),
);

/** An area's layout, loaded on demand, with the page skeleton meanwhile. */
export function AreaLayout({ layout: Layout }: { layout: ComponentType }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Layout />
    </Suspense>
  );
}
