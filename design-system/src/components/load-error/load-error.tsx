import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "your bookings". */
  what: string;
  /** Reads again (a swr `mutate`). */
  retry: () => unknown;
  /** The failure, when there is one to tell: its message is the description. */
  error?: Error | null;
}

const FALLBACK = 'Something went wrong. Check your connection and try again.';

/** What a page or panel shows when its read failed: the reason and a way to try again. */
export function LoadError({ what, retry, error }: LoadErrorProps) {
  return (
    <EmptyState
      role="alert"
      title={`We could not load ${what}`}
      description={error?.message || FALLBACK}
      action={
        <Button variant="outline" onClick={() => void retry()}>
          Try again
        </Button>
      }
    />
  );
}
