import { statusOf, usePageTitle } from '@exceed/session';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useDocumentTitle } from '../behaviour/document-title.ts';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { useColorMode } from '../theme/use-color-mode.ts';
import { ErrorPanel, NOT_FOUND_TITLE, notFoundMessage } from './not-found.tsx';

/** Bots get no error page worth indexing; their errors are only logged (SPEC §2). */
const BOT_USER_AGENT = /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit/i;

/** The route error element: a thrown 404 becomes "Page Not Found: {path}", anything else the error page. */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : statusOf(error);
  // It stands in for Root, which paints the colour mode and writes the title: without this the page keeps
  // whatever mode and title were there before the error.
  useColorMode();
  useDocumentTitle();
  usePageTitle(status === 404 ? NOT_FOUND_TITLE : 'Something went wrong');
  console.error(error);
  if (BOT_USER_AGENT.test(navigator.userAgent) && !isRouteErrorResponse(error)) return null;
  const message =
    status === 404
      ? notFoundMessage(pathname)
      : isRouteErrorResponse(error)
        ? error.statusText || undefined
        : undefined;
  return (
    <DefaultLayout>
      <ErrorPanel status={status} message={message} />
    </DefaultLayout>
  );
}
