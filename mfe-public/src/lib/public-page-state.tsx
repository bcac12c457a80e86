import { EmptyState, Skeleton } from '@exceed/design-system';
import './page-frame.css';

/**
 * A public page before its record is there: loading, or a failure its own page cannot show (a 404 is
 * the shell's "Page Not Found", asked for with pageNotFound()).
 */
export function PublicPageState({ error, what }: { error: unknown; what: string }) {
  if (error) {
    return (
      <article className="mkt-page">
        <EmptyState
          title={`This ${what} could not be loaded`}
          description="Check your connection and try again."
        />
      </article>
    );
  }
  return (
    <article className="mkt-page" aria-busy="true" aria-label={`Loading the ${what}`}>
      <Skeleton style={{ height: '12rem' }} />
    </article>
  );
}
