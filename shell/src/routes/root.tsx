import { Outlet, useMatches } from 'react-router';
import { useDocumentTitle } from '../behaviour/document-title.ts';
import { useShortcuts } from '../behaviour/shortcuts.ts';
import { useVersionCheck } from '../behaviour/version-check.ts';
import { useColorMode } from '../theme/use-color-mode.ts';
import { PendingRedirect } from './guards.tsx';
import type { RouteHandle } from './route-handle.ts';
import { SettingsMount } from './settings-mount.tsx';
import { Toasts } from './toasts.tsx';

/** Everything every page has: theme, title, the Settings dialog mount and the toasts. */
export function Root() {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const forced = handles.findLast((handle) => handle.colorMode)?.colorMode;
  useColorMode(forced);
  useDocumentTitle();
  useShortcuts();
  useVersionCheck();
  return (
    <>
      <PendingRedirect />
      <Outlet />
      <SettingsMount />
      <Toasts />
    </>
  );
}
