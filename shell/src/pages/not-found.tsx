import { Button } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link, useLocation } from 'react-router';

/** The message SPEC §2 and §8 give for an unknown route. */
export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** The page title of an unknown route, whether the shell's route table or a remote found nothing. */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** What an unknown route shows. */
export function NotFound() {
  const { pathname } = useLocation();
  usePageTitle(NOT_FOUND_TITLE);
  return <ErrorPanel status={404} message={notFoundMessage(pathname)} />;
}

export interface ErrorPanelProps {
  status?: number;
  /** The status message, shown when there is one. */
  message?: string;
}

/** The error page of SPEC §2: the status message when present, "Something went wrong." and a way home. */
export function ErrorPanel({ status, message }: ErrorPanelProps) {
  return (
    <section className="shell-error" aria-labelledby="shell-error-title">
      {status ? <p className="shell-error-status">{status}</p> : null}
      <h1 id="shell-error-title">{message ?? 'Something went wrong.'}</h1>
      {message ? <p>Something went wrong.</p> : null}
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
