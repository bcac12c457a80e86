import { Button, EmptyState } from '@exceed/design-system';

/** What a page or panel shows when its read failed: the reason and a way to try again. */
export function LoadError({ what, retry }: { what: string; retry: () => unknown }) {
  return (
    <EmptyState
      role="alert"
      title={`Could not load ${what}`}
      description="Something went wrong. Check your connection and try again."
      action={
        <Button variant="outline" onClick={() => void retry()}>
          Retry
        </Button>
      }
    />
  );
}
