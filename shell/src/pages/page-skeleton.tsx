import { Skeleton } from '@exceed/design-system';

/** What a page shows while its code or the signed-in user is on the way. */
export function PageSkeleton() {
  return (
    <div className="shell-page-skeleton" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton style={{ height: '2rem', width: '40%' }} />
      <Skeleton style={{ height: '1rem', width: '80%' }} />
      <Skeleton style={{ height: '1rem', width: '65%' }} />
    </div>
  );
}
