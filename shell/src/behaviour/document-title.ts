import { useCurrentPageTitle } from '@exceed/session';
import { useEffect } from 'react';
import { APP_ENV } from '../app-env.ts';
import { PRODUCT_NAME } from '../layouts/brand.tsx';

/**
 * Title format of SPEC §2: page title, separator, product name, and outside the release build the
 * environment's name in brackets ("Bookings | Exceed [staging]").
 */
export function pageTitle(title?: string | null, environment: string = APP_ENV): string {
  const base = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  return environment === 'production' ? base : `${base} [${environment}]`;
}

/**
 * Writes the title the page on screen set (usePageTitle of @exceed/session, called by the shell's own
 * pages and by every remote's) into the document, formatted by pageTitle. Mounted by Root and by the
 * error page that replaces it.
 */
export function useDocumentTitle(): void {
  const title = useCurrentPageTitle();
  useEffect(() => {
    document.title = pageTitle(title);
    // Link previews made by crawlers that run scripts show the page, not only the site.
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', document.title);
  }, [title]);
}
