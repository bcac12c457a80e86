import { Button, type LinkRenderProps, Sidebar, type SidebarSection } from '@exceed/design-system';
import { logout, useSession } from '@exceed/session';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { Brand } from './brand.tsx';
import { TeamSwitcher } from './team-switcher.tsx';

export interface AppLayoutProps {
  /** Names the area for screen readers, e.g. "Client area". */
  areaLabel: string;
  sections: readonly SidebarSection[];
  /** The current-team switcher in the top bar (default shown); the admin area works across teams. */
  teamSwitcher?: boolean;
  /** What the area adds to the top bar's user menu, before Settings and Log out. */
  userMenu?: ReactNode;
}

/** Client-side navigation for the design system's links (it stays router-free and marks the current one). */
const renderLink = ({ href, ...props }: LinkRenderProps) => <Link to={href} {...props} />;

/**
 * The frame of the signed-in areas (/b, /c, /t and /admin): the design system's sidebar (collapsible to icons, a drawer
 * on phones; its open flag persisted in the session), a top bar (with the team switcher and the notification
 * bell) and the page.
 */
export function AppLayout({ areaLabel, sections, teamSwitcher = true, userMenu }: AppLayoutProps) {
  const sidebarOpen = useSession((s) => s.sidebarOpen);
  const setSidebarOpen = useSession((s) => s.setSidebarOpen);
  const setSettingsOpen = useSession((s) => s.setSettingsOpen);
  const { pathname } = useLocation();
  return (
    <div className="shell-app">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar
        sections={sections}
        open={sidebarOpen}
        onOpenChange={setSidebarOpen}
        label={`${areaLabel} navigation`}
        currentPath={pathname}
        renderLink={renderLink}
        header={<Brand />}
      />
      <div className="shell-app-body">
        <header className="shell-topbar">
          <span className="shell-topbar-area">{areaLabel}</span>
          {teamSwitcher ? <TeamSwitcher /> : null}
          {userMenu}
          <NotificationBell />
          <Button variant="outline" size="sm" onClick={() => setSettingsOpen(true)}>
            Settings
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void logout()}>
            Log out
          </Button>
        </header>
        <main id="main" className="shell-app-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
