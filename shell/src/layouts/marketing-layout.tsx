import { Button } from '@exceed/design-system';
import { isCoach, useSession } from '@exceed/session';
import { Link, NavLink, Outlet } from 'react-router';
import { preloadRemote } from '../remotes/remote-view.tsx';
import { Brand, PRODUCT_NAME } from './brand.tsx';

/** Guests are offered to sign in; signed-in users get a way to their area, whose code starts loading on hover. */
function AccountActions() {
  const user = useSession((s) => s.user);
  if (user) {
    const coach = isCoach(user);
    const warm = () => preloadRemote(coach ? 'mfe_coach' : 'mfe_client', 'routes');
    return (
      <div className="shell-marketing-actions">
        <Button asChild>
          <Link to={coach ? '/c' : '/b'} onMouseEnter={warm} onFocus={warm}>
            Dashboard
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="shell-marketing-actions">
      <Button asChild variant="ghost">
        <Link to="/login">Log in</Link>
      </Button>
      <Button asChild>
        <Link to="/register">Get started</Link>
      </Button>
    </div>
  );
}

/** Public pages: header with the main navigation, the page, and a footer with the legal texts. */
export function MarketingLayout() {
  return (
    <div className="shell-marketing">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-marketing-header">
        <Brand />
        <nav aria-label="Main" className="shell-marketing-nav">
          <NavLink to="/workshops">Workshops</NavLink>
          <NavLink to="/consultants">Consultants</NavLink>
          <NavLink to="/jobs">Jobs</NavLink>
        </nav>
        <AccountActions />
      </header>
      <main id="main" className="shell-marketing-main">
        <Outlet />
      </main>
      <footer className="shell-marketing-footer">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <nav aria-label="Legal" className="shell-footer-nav">
          <Link to="/b/privacy-policy">Privacy Policy</Link>
          <Link to="/b/terms-and-conditions">Terms &amp; Conditions</Link>
          <Link to="/c/privacy-policy">Privacy Policy for Coaches</Link>
          <Link to="/c/terms-and-conditions">Terms &amp; Conditions for Coaches</Link>
        </nav>
      </footer>
    </div>
  );
}
