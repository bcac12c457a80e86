import { Tabs } from '@exceed/design-system';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface RouteTab {
  /** The tab's path under `base` ('' for the index tab). */
  path: string;
  label: string;
}

/**
 * Tabs whose selection is the route (SPEC §2: one route per tab): picking a tab navigates to
 * `base/path`, and the tab of the current path is selected. The children are the tab's routes.
 */
export function RouteTabs({
  base,
  tabs,
  label,
  children,
}: {
  base: string;
  tabs: readonly RouteTab[];
  /** Names the tab list for screen readers. */
  label: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+/, '') : '';
  // The longest tab path that starts the rest of the path: "bookings/7" selects "bookings".
  const current =
    tabs
      .filter((tab) => tab.path !== '' && (rest === tab.path || rest.startsWith(`${tab.path}/`)))
      .sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '';
  return (
    <Tabs
      value={current}
      onValueChange={(value) => navigate(value ? `${base}/${value}` : base)}
      activationMode="manual"
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={current} className="client-tab-panel">
        {children}
      </Tabs.Content>
    </Tabs>
  );
}
