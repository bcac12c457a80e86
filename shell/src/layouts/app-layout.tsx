import { Button } from '@exceed/design-system';
import { logout, useSession } from '@exceed/session';
import { NavLink, Outlet } from 'react-router';
import { Brand } from './brand.tsx';

export interface NavItem {
  to: string;
  label: string;
  /** Only the exact path marks the item as current (for an area's dashboard). */
  end?: boolean;
}

export interface AppLayoutProps {
  /** Names the area for screen readers, e.g. "Client area". */
  areaLabel: string;
  nav: NavItem[];
}

/** The frame of the signed-in areas (/b and /c): a collapsible sidebar, a top bar and the page. */
export function AppLayout({ areaLabel, nav }: AppLayoutProps) {
  const sidebarOpen = useSession((s) => s.sidebarOpen);
  const setSidebarOpen = useSession((s) => s.setSidebarOpen);
  const setSettingsOpen = useSession((s) => s.setSettingsOpen);
  return (
    <div className="shell-app" data-sidebar={sidebarOpen ? 'open' : 'closed'}>
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <aside className="shell-sidebar" aria-label={areaLabel}>
        <Brand />
        <nav aria-label={`${areaLabel} navigation`}>
          <ul className="shell-sidebar-nav">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} onClick={() => closeOnPhone(setSidebarOpen)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="shell-app-body">
        <header className="shell-topbar">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={sidebarOpen}
            aria-label={sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
            onClick={() => setSidebarOpen(!sidebarOpen)}
          >
            <span aria-hidden="true">☰</span>
          </Button>
          <span className="shell-topbar-area">{areaLabel}</span>
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

/** On a phone the sidebar covers the page, so following a link should uncover it. */
function closeOnPhone(setSidebarOpen: (open: boolean) => void) {
  if (window.matchMedia('(max-width: 767px)').matches) setSidebarOpen(false);
}
