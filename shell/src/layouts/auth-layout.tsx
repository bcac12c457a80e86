import { Outlet } from 'react-router';
import { Brand } from './brand.tsx';

/** Sign-in and registration: one centred column. */
export function AuthLayout() {
  return (
    <div className="shell-centered">
      <header>
        <Brand />
      </header>
      <main id="main" className="shell-centered-main">
        <Outlet />
      </main>
    </div>
  );
}
