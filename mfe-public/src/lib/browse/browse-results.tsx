import './browse.css';
import type { Page } from '@exceed/contract';
import { Button, EmptyState, Skeleton } from '@exceed/design-system';
import type { ReactNode } from 'react';

export interface BrowseResultsProps<T> {
  /** What is listed, in the plural ("workshops"): names the loading state and the failure. */
  noun: string;
  data: Page<T> | undefined;
  error: unknown;
  isLoading: boolean;
  /** Shown when the page has no item. */
  empty: ReactNode;
  /** A line above the cards (the number of results). */
  summary?: ReactNode;
  renderItem: (item: T) => ReactNode;
  /**
   * Moves to another page (1-based); Next passes the list's cursor for it when the list gives one
   * (meta.nextCursor), so the server reads it by keyset rather than skipping every row before it.
   */
  onPage: (page: number, cursor?: string) => void;
}

/**
 * The results of a public list: skeleton cards while the first page loads, a failure with Try again, the
 * empty state, then the cards and Previous / Next. A later page keeps the earlier one shown while loading.
 */
export function BrowseResults<T>({
  noun,
  data,
  error,
  isLoading,
  empty,
  summary,
  renderItem,
  onPage,
}: BrowseResultsProps<T>) {
  const page = data?.meta.currentPage ?? 1;
  const nextCursor =
    data && 'nextCursor' in data.meta && typeof data.meta.nextCursor === 'string'
      ? data.meta.nextCursor
      : undefined;
  let content: ReactNode = null;
  if (isLoading && !data) {
    content = (
      <div className="browse-grid" role="status" aria-label={`Loading ${noun}`}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} style={{ height: '13rem' }} />
        ))}
      </div>
    );
  } else if (error && !data) {
    content = (
      <EmptyState
        title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} could not be loaded`}
        description="Check your connection and try again."
        action={<Button onClick={() => window.location.reload()}>Try again</Button>}
      />
    );
  } else if (data && data.data.length === 0) {
    content = empty;
  } else if (data) {
    content = (
      <>
        {summary}
        <div className="browse-grid">{data.data.map(renderItem)}</div>
        {data.meta.lastPage > 1 ? (
          <nav aria-label="Pagination" className="browse-pages">
            <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {data.meta.lastPage}
            </span>
            <Button
              variant="outline"
              disabled={page >= data.meta.lastPage}
              onClick={() => onPage(page + 1, nextCursor)}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <section aria-label="Results" aria-busy={isLoading} className="browse-results">
      {content}
    </section>
  );
}
