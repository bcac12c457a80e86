import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AreaLayout, LazyClientLayout, LazyCoachLayout } from '../layouts/area-layout.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { MarketingLayout } from '../layouts/marketing-layout.tsx';
import { OnboardingLayout } from '../layouts/onboarding-layout.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { NotFound } from '../pages/not-found.tsx';
import type { ExportedComponent, RemoteComponent } from '../remotes/remote-catalogue.ts';
import { RemoteView } from '../remotes/remote-view.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { Root } from './root.tsx';
import type { RouteHandle } from './route-handle.ts';

/** The pages of mfe-public that take no props, so that a route only names them. */
type PublicPage = Exclude<ExportedComponent<'mfe_public', 'pages'>, { props: unknown }>['name'];

/** A page exposed by mfe-public, which owns the public routes while the shell picks their layout. */
function publicPage(path: string, name: PublicPage, title: string): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    element: <RemoteView key={path} remote="mfe_public" module="pages" name={name} />,
  };
}

/** A remote that owns a whole area: it exposes `routes`, which route everything below the area's prefix. */
type AreaRemote = Extract<RemoteComponent, { module: 'routes' }>['remote'];

/** An area owned by one remote: it routes everything below its prefix that no more specific route takes. */
function remoteArea(path: string, remote: AreaRemote): RouteObject {
  return { path, element: <RemoteView remote={remote} module="routes" /> };
}

/**
 * An Apps page inside an area's layout: account-level, so mfe-settings renders it for both areas; told
 * its area, it links and returns within it. Its path outranks the area's catch-all.
 */
function appsPage(path: string, name: 'Apps' | 'Multiplai', area: 'client' | 'coach'): RouteObject {
  return {
    path,
    element: <RemoteView key={path} remote="mfe_settings" module="apps" name={name} props={{ area }} />,
  };
}

/** A legal text of mfe-public, for clients (under /b) or for coaches (under /c). */
function legal(audience: 'client' | 'coach', document: 'privacy' | 'terms', title: string): RouteObject {
  const path = `/${audience === 'client' ? 'b' : 'c'}/${document === 'privacy' ? 'privacy-policy' : 'terms-and-conditions'}`;
  return {
    path,
    handle: { title } satisfies RouteHandle,
    element: (
      <RemoteView key={path} remote="mfe_public" module="pages" name="Legal" props={{ audience, document }} />
    ),
  };
}

/** The route table of SPEC §2: which layout wraps which path, and which remote renders it. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <MarketingLayout />,
        handle: { colorMode: 'light' } satisfies RouteHandle,
        children: [
          publicPage('/', 'Home', 'AI Coaches and Consultants'),
          publicPage('/workshops', 'Workshops', 'Workshops'),
          publicPage('/announcement', 'Announcement', 'Announcement'),
          publicPage('/consultants', 'Consultants', 'Consultants'),
          legal('client', 'privacy', 'Privacy Policy'),
          legal('client', 'terms', 'Terms & Conditions'),
          legal('coach', 'privacy', 'Privacy Policy for Coaches'),
          legal('coach', 'terms', 'Terms & Conditions for Coaches'),
          publicPage('/:username', 'CoachProfile', 'Coach'),
        ],
      },
      publicPage('/workshops/:id/book', 'Book', 'Book a workshop'),
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              publicPage('/login', 'Login', 'Log in'),
              publicPage('/register', 'Register', 'Register'),
            ],
          },
          // A mailed seat invitation: open to guests (who sign in on the page) and the signed-in alike.
          publicPage('/invitations/:token', 'Invitation', 'Invitation'),
        ],
      },
      {
        element: <OnboardingLayout />,
        children: [
          {
            element: <RequireAuth onboarding />,
            children: [
              { path: '/onboarding', element: <Navigate to="/onboarding/1" replace /> },
              publicPage('/onboarding/:step', 'Onboarding', 'Onboarding'),
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AreaLayout layout={LazyClientLayout} />,
            children: [
              appsPage('/b/apps', 'Apps', 'client'),
              appsPage('/b/apps/multiplai', 'Multiplai', 'client'),
              remoteArea('/b/*', 'mfe_client'),
            ],
          },
        ],
      },
      {
        element: <RequireAuth coachOnly />,
        children: [
          {
            element: <AreaLayout layout={LazyCoachLayout} />,
            handle: { title: 'Coach Dashboard' } satisfies RouteHandle,
            children: [
              appsPage('/c/apps', 'Apps', 'coach'),
              appsPage('/c/apps/multiplai', 'Multiplai', 'coach'),
              remoteArea('/c/*', 'mfe_coach'),
            ],
          },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [{ path: '*', handle: { title: 'Page Not Found' }, element: <NotFound /> }],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
