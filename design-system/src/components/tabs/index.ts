import { TabsContent, TabsList, Tabs as TabsRoot, TabsTrigger } from './tabs.tsx';

export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './tabs.tsx';

/** Tabs with their parts: `<Tabs><Tabs.List><Tabs.Trigger /></Tabs.List><Tabs.Content /></Tabs>`. */
export const Tabs = Object.assign(TabsRoot, {
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
});
export type { RouteTab, RouteTabsProps } from './route-tabs.tsx';
export { RouteTabs, routeTabOf, routeTabTitle } from './route-tabs.tsx';
