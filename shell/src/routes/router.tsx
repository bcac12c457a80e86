import type { PagePath } from '@exceed/contract/page-paths';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  AreaLayout,
  LazyAdminLayout,
  LazyClientLayout,
  LazyCoachLayout,
  LazyTeamHome,
  LazyTeamLayout,
} from '../layouts/area-layout.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { MarketingLayout } from '../layouts/marketing-layout.tsx';
import { OnboardingLayout } from '../layouts/onboarding-layout.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { NotFound } from '../pages/not-found.tsx';
import type { ExportedComponent, RemoteComponent } from '../remotes/remote-catalogue.ts';
import { RemoteView } from '../remotes/remote-view.tsx';
import { GuestOnly, RequireAuth, RequireSuperAdmin } from './guards.tsx';
import { Root } from './root.tsx';
import type { RouteHandle } from './route-handle.ts';

/** The pages of mfe-public that take no props, so that a route only names them. */
type PublicPage = Exclude<ExportedComponent<'mfe_public', 'pages'>, { props: unknown }>['name'];

/** A page exposed by mfe-public, which owns the public routes while the shell picks their layout. */
function publicPage(path: PagePath, name: PublicPage): RouteObject {
  return {
    path,
    element: <RemoteView key={path} remote="mfe_public" module="pages" name={name} />,
  };
}

/** A remote that owns a whole area: it exposes `routes`, which route everything below the area's prefix. */
type AreaRemote = Extract<RemoteComponent, { module: 'routes' }>['remote'];

/** An area owned by one remote: it routes everything below its prefix that no more specific route takes. */
function remoteArea(path: PagePath, remote: AreaRemote): RouteObject {
  return { path, element: <RemoteView remote={remote} module="routes" /> };
}

/**
 * An Apps page inside an area's layout: account-level, so mfe-settings renders it for both areas; told
 * its area, it links and returns within it. Its path outranks the area's catch-all.
 */
function appsPage(path: PagePath, name: 'Apps' | 'Multiplai', area: 'client' | 'coach'): RouteObject {
  return {
    path,
    element: <RemoteView key={path} remote="mfe_settings" module="apps" name={name} props={{ area }} />,
  };
}

/** A legal text of mfe-public, for clients (under /b) or for coaches (under /c). */
function legal(path: PagePath, audience: 'client' | 'coach', document: 'privacy' | 'terms'): RouteObject {
  return {
    path,
    element: (
      <RemoteView key={path} remote="mfe_public" module="pages" name="Legal" props={{ audience, document }} />
    ),
  };
}

/**
 * The route table of SPEC §2: which layout wraps which path, and which remote renders it. Every path is
 * one of PAGE_PATHS (@exceed/contract/page-paths), which the server reads to answer 404 for the paths
 * none matches.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <MarketingLayout />,
        handle: { colorMode: 'light' } satisfies RouteHandle,
        children: [
          publicPage('/', 'Home'),
          publicPage('/workshops', 'Workshops'),
          publicPage('/workshops/:id', 'Workshop'),
          publicPage('/announcement', 'Announcement'),
          publicPage('/consultants', 'Consultants'),
          publicPage('/jobs', 'Jobs'),
          publicPage('/jobs/:id', 'Job'),
          legal('/b/privacy-policy', 'client', 'privacy'),
          legal('/b/terms-and-conditions', 'client', 'terms'),
          legal('/c/privacy-policy', 'coach', 'privacy'),
          legal('/c/terms-and-conditions', 'coach', 'terms'),
          publicPage('/:username', 'CoachProfile'),
        ],
      },
      publicPage('/workshops/:id/book', 'Book'),
      // A mailed waitlist offer: the page signs its person in itself, as the book page does.
      publicPage('/waitlist/:id', 'WaitlistOffer'),
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [publicPage('/login', 'Login'), publicPage('/register', 'Register')],
          },
          // A mailed seat invitation: open to guests (who sign in on the page) and the signed-in alike.
          publicPage('/invitations/:token', 'Invitation'),
          // A mailed team invitation: the same, for joining a team.
          publicPage('/team-invitations/:token', 'TeamInvitation'),
          // A mailed unsubscribe link: its token says whose mail of which kind, so nobody signs in.
          publicPage('/unsubscribe/:token', 'Unsubscribe'),
        ],
      },
      {
        element: <OnboardingLayout />,
        children: [
          {
            element: <RequireAuth onboarding />,
            children: [
              { path: '/onboarding' satisfies PagePath, element: <Navigate to="/onboarding/1" replace /> },
              publicPage('/onboarding/:step', 'Onboarding'),
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
            children: [
              appsPage('/c/apps', 'Apps', 'coach'),
              appsPage('/c/apps/multiplai', 'Multiplai', 'coach'),
              remoteArea('/c/*', 'mfe_coach'),
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: '/t' satisfies PagePath, element: <AreaLayout layout={LazyTeamHome} /> },
          {
            element: <AreaLayout layout={LazyTeamLayout} />,
            children: [
              {
                path: '/t/:slug/*' satisfies PagePath,
                element: <RemoteView remote="mfe_coach" module="team" />,
              },
            ],
          },
        ],
      },
      {
        element: <RequireSuperAdmin />,
        children: [
          {
            element: <AreaLayout layout={LazyAdminLayout} />,
            children: [remoteArea('/admin/*', 'mfe_admin')],
          },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          // A certificate's public check: a page of its own, in the reader's colour mode.
          publicPage('/certificates/:code', 'Certificate'),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
