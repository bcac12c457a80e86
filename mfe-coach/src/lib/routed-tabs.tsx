import { Tabs } from '@exceed/design-system';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface RoutedTab {
  /** The path segment after `base` ('' for the index tab). */
  path: string;
  label: string;
}

/**
 * The DS Tabs with one route per tab (SPEC §2): the URL picks the tab, picking a tab changes the URL, and
 * the panel shows whatever the nested routes render (`children`).
 */
export function RoutedTabs({
  base,
  tabs,
  label,
  children,
}: {
  base: string;
  tabs: readonly RoutedTab[];
  label: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\//, '') : '';
  const current = tabs.find((tab) => tab.path !== '' && rest.split('/')[0] === tab.path)?.path ?? '';
  return (
    <Tabs
      value={current || 'index'}
      onValueChange={(value) => navigate(value === 'index' ? base : `${base}/${value}`)}
      activationMode="manual"
    >
      <Tabs.List aria-label={label} className="coach-tabs__list">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.path || 'index'} value={tab.path || 'index'}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={current || 'index'} className="coach-tabs__panel">
        {children}
      </Tabs.Content>
    </Tabs>
  );
}
