import { Toaster } from '@exceed/design-system';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { APP_ENV } from '../app-env.ts';
import { useShortcuts } from '../behaviour/shortcuts.ts';
import { useVersionCheck } from '../behaviour/version-check.ts';
import { PRODUCT_NAME } from '../layouts/brand.tsx';
import { useColorMode } from '../theme/use-color-mode.ts';
import { PendingRedirect } from './guards.tsx';
import type { RouteHandle } from './route-handle.ts';
import { SettingsMount } from './settings-mount.tsx';

/**
 * Title format of SPEC §2: page title, separator, product name, and outside the release build the
 * environment's name in brackets ("Bookings | Exceed [staging]").
 */
export function pageTitle(title?: string, environment: string = APP_ENV): string {
  const base = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  return environment === 'production' ? base : `${base} [${environment}]`;
}

/** Everything every page has: theme, title, the Settings dialog mount and the toasts. */
export function Root() {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const forced = handles.findLast((handle) => handle.colorMode)?.colorMode;
  const title = handles.findLast((handle) => handle.title)?.title;
  useColorMode(forced);
  useShortcuts();
  useVersionCheck();
  useEffect(() => {
    document.title = pageTitle(title);
    // Link previews made by crawlers that run scripts show the page, not only the site.
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', document.title);
  }, [title]);
  return (
    <>
      <PendingRedirect />
      <Outlet />
      <SettingsMount />
      <Toaster />
    </>
  );
}
