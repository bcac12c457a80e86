export type { SidebarProps } from './sidebar.tsx';
export { Sidebar } from './sidebar.tsx';
export type { SidebarItem, SidebarSection } from './sidebar-nav.tsx';
