import { Outlet } from 'react-router';
import { Brand } from './brand.tsx';

/** The onboarding steps of a new (pending) user. */
export function OnboardingLayout() {
  return (
    <div className="shell-centered shell-onboarding">
      <header>
        <Brand />
      </header>
      <main id="main" className="shell-centered-main">
        <Outlet />
      </main>
    </div>
  );
}
