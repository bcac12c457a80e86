import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Brand } from './brand.tsx';

/** Pages that belong to no area, such as the 404 and error pages. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="shell-default">
      <header className="shell-default-header">
        <Brand />
      </header>
      <main id="main" className="shell-default-main">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
