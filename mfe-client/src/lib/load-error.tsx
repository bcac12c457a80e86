import { Button, EmptyState } from '@exceed/design-system';
import type { ApiError } from '@exceed/session';

/**
 * What a page shows when its read failed: the reason and a way to try again. Only features/apps still uses
 * this copy (it moves to a shared module in another change); everything else uses the design system's.
 */
export function LoadError({
  error,
  retry,
  what,
}: {
  error: ApiError | Error;
  retry: () => unknown;
  /** What could not be loaded, e.g. "your bookings". */
  what: string;
}) {
  return (
    <EmptyState
      role="alert"
      title={`We could not load ${what}`}
      description={error.message || 'Something went wrong.'}
      action={
        <Button variant="outline" onClick={() => void retry()}>
          Try again
        </Button>
      }
    />
  );
}
