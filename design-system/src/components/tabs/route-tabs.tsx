import type { ReactNode } from 'react';
import { TabsContent, TabsList, Tabs as TabsRoot, TabsTrigger } from './tabs.tsx';

export interface RouteTab {
  /** The tab's path under `base` ('' for the index tab). */
  path: string;
  label: string;
}

export interface RouteTabsProps {
  /** The page's own path; each tab is `base/path`. */
  base: string;
  /** The current path (the router's location). */
  pathname: string;
  /** Moves to a path (the router's navigate). */
  onNavigate: (path: string) => void;
  tabs: readonly RouteTab[];
  /** Names the tab list for screen readers. */
  label: string;
  /** What the tab's routes render. */
  children: ReactNode;
  className?: string;
}

/** The tab a path is on: the longest tab path that starts what follows `base` ("bookings/7" is "bookings"). */
export function routeTabOf(base: string, pathname: string, tabs: readonly RouteTab[]): string {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+/, '') : '';
  return (
    tabs
      .filter((tab) => tab.path !== '' && (rest === tab.path || rest.startsWith(`${tab.path}/`)))
      .sort((a, b) => b.path.length - a.path.length)[0]?.path ?? ''
  );
}

/**
 * The page title of a tab route (for @exceed/session's usePageTitle): the thing's name on its index tab,
 * and the tab's label before it on the others ("History · Prompt Engineering"), so each tab's route is
 * named for what it shows.
 */
export function routeTabTitle(
  name: string,
  base: string,
  pathname: string,
  tabs: readonly RouteTab[],
): string {
  const current = routeTabOf(base, pathname, tabs);
  const label = current ? tabs.find((tab) => tab.path === current)?.label : undefined;
  return label ? `${label} · ${name}` : name;
}

/**
 * Tabs that are routes (SPEC §2: one route per tab): the path selects the tab, picking a tab navigates
 * to `base/path`, and the panel shows the children, the tab's routes. Router-agnostic: pass the router's
 * location and navigate.
 */
export function RouteTabs({ base, pathname, onNavigate, tabs, label, children, className }: RouteTabsProps) {
  const current = routeTabOf(base, pathname, tabs);
  return (
    <TabsRoot
      value={current}
      onValueChange={(value) => onNavigate(value ? `${base}/${value}` : base)}
      activationMode="manual"
    >
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.path} value={tab.path}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={current} className={className}>
        {children}
      </TabsContent>
    </TabsRoot>
  );
}
