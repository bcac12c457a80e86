import type { One, SecondFactorStatus } from '@exceed/contract';
import {
  isCoach,
  isPending,
  isSuperAdmin,
  landingPath,
  loginPathFor,
  useApi,
  useSession,
} from '@exceed/session';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { NotFound } from '../pages/not-found.tsx';
import { PageSkeleton } from '../pages/page-skeleton.tsx';
import { SecondFactorNeeded } from '../pages/second-factor-needed.tsx';
import { useRuntimeConfig } from '../runtime-config.ts';

/** Paths a pending user may visit (SPEC §2): everything else sends them to finish onboarding. */
const OPEN_TO_PENDING = /^\/(onboarding|c|b)(\/|$)/;

/**
 * The redirect rules that hold on every route (SPEC §2): a pending user is sent to /onboarding from any
 * route outside /onboarding, /c and /b. Renders nothing; mounted once in Root.
 */
export function PendingRedirect() {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  // Keyed by path: a Navigate that stays mounted navigates once, so when another redirect in the same
  // render wins (signing in lands on ?redirect=), the next path must get a Navigate of its own.
  if (isPending(user) && !OPEN_TO_PENDING.test(pathname)) {
    return <Navigate key={pathname} to="/onboarding" replace />;
  }
  return null;
}

/**
 * Signed-in areas (/b, /c, /onboarding). Guests go to the login route with the page they asked for kept in
 * ?redirect=; `coachOnly` is the coach-only middleware of /c (others go to their own area, /b);
 * `onboarding` sends users who are no longer pending from /onboarding to /.
 */
export function RequireAuth({
  coachOnly = false,
  onboarding = false,
}: {
  coachOnly?: boolean;
  onboarding?: boolean;
}) {
  const status = useSession((s) => s.identityStatus);
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (status === 'loading') return <PageSkeleton />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  if (coachOnly && !isCoach(user)) return <Navigate to="/b" replace />;
  if (onboarding && !isPending(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * The admin area (/admin): a super-admin only, in a session that proved a second factor (a super-admin
 * who signed in with one factor is told how to prove one). A guest signs in first (a signed-out super-admin lands back
 * here); anyone else signed in gets the 404 page: the area's existence is nobody else's business, and the
 * API answers them 403 anyway (docs/decisions/0068-the-admin-area.md).
 */
export function RequireSuperAdmin() {
  const status = useSession((s) => s.identityStatus);
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (status === 'loading') return <PageSkeleton />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  if (!isSuperAdmin(user)) {
    return (
      <DefaultLayout>
        <NotFound />
      </DefaultLayout>
    );
  }
  return <RequireSecondFactor />;
}

/** The admin area for a super-admin whose session proved a second factor; else what they must do. */
function RequireSecondFactor() {
  const status = useApi<One<SecondFactorStatus>>('/auth/second-factor');
  if (!status.data && !status.error) return <PageSkeleton />;
  // A failed read leaves the decision to the API, which answers each admin read 403 in words.
  if (status.data && !status.data.data.thisSession) {
    return (
      <DefaultLayout>
        <SecondFactorNeeded />
      </DefaultLayout>
    );
  }
  return <Outlet />;
}

/**
 * Guest-only routes (/login, /register): a signed-in user is sent on, by the landing rule of SPEC §2
 * (the saved ?redirect= first; super-admin → the admin address of the runtime configuration; coach → /c;
 * others → /b). The token link (/login?token=…) signs in on the login page and lands here the same way.
 */
export function GuestOnly() {
  const status = useSession((s) => s.identityStatus);
  const user = useSession((s) => s.user);
  const runtime = useRuntimeConfig();
  const [params] = useSearchParams();
  const target = user && runtime ? landingPath(user, params.get('redirect'), runtime.adminUrl) : null;
  const external = target !== null && !target.startsWith('/');
  useEffect(() => {
    if (target && external) window.location.assign(target);
  }, [target, external]);
  if (status === 'loading' || (user && !runtime)) return <PageSkeleton />;
  if (target) return external ? <PageSkeleton /> : <Navigate to={target} replace />;
  return <Outlet />;
}
