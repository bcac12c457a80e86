import { RESERVED_USERNAMES } from '@exceed/contract';
import { matchPagePath, PAGE_PATHS } from '@exceed/contract/page-paths';
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaLayout, LazyAdminLayout, LazyClientLayout, LazyCoachLayout } from '../layouts/area-layout.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { MarketingLayout } from '../layouts/marketing-layout.tsx';
import { GuestOnly, RequireAuth, RequireSuperAdmin } from './guards.tsx';
import { routes } from './router.tsx';

const guards: unknown[] = [RequireAuth, GuestOnly, RequireSuperAdmin];
const typeOf = (element: unknown) => (element as { type?: unknown } | undefined)?.type;

/** The guard (with its props) a URL passes through, if any. */
function guardOf(url: string) {
  const element = (matchRoutes(routes, url) ?? []).find((m) => guards.includes(typeOf(m.route.element)))
    ?.route.element as { type: unknown; props: Record<string, unknown> } | undefined;
  return element && { guard: element.type, props: element.props };
}

/** The layout component and the page (remote export or path) a URL lands on. */
function landing(url: string) {
  const matches = (matchRoutes(routes, url) ?? []).filter((m) => !guards.includes(typeOf(m.route.element)));
  const layout = matches.find((m) => !m.route.path && m.route.element && m !== matches[0])?.route.element;
  const leaf = matches.at(-1)?.route.element as { props?: Record<string, unknown> } | undefined;
  const element = layout as { type?: unknown; props?: { layout?: unknown } } | undefined;
  // An area's layout is loaded on demand: the one it loads is the answer.
  return {
    layout: element?.type === AreaLayout ? element.props?.layout : element?.type,
    page: leaf?.props,
  };
}

describe('route table (SPEC §2)', () => {
  it.each([
    ['/', MarketingLayout, 'Home'],
    ['/workshops', MarketingLayout, 'Workshops'],
    ['/consultants', MarketingLayout, 'Consultants'],
    ['/jobs', MarketingLayout, 'Jobs'],
    ['/jobs/abc', MarketingLayout, 'Job'],
    ['/announcement', MarketingLayout, 'Announcement'],
    ['/demo-coach', MarketingLayout, 'CoachProfile'],
    ['/b/privacy-policy', MarketingLayout, 'Legal'],
    ['/c/terms-and-conditions', MarketingLayout, 'Legal'],
    ['/login', AuthLayout, 'Login'],
    ['/register', AuthLayout, 'Register'],
    ['/invitations/abc', AuthLayout, 'Invitation'],
    ['/certificates/ABCDEF234567', DefaultLayout, 'Certificate'],
  ])('%s renders mfe-public page in its layout', (url, layout, name) => {
    const { layout: actual, page } = landing(url);
    expect(actual).toBe(layout);
    expect(page).toMatchObject({ remote: 'mfe_public', module: 'pages', name });
  });

  it('books a workshop without any layout', () => {
    const matches = matchRoutes(routes, '/workshops/abc/book') ?? [];
    expect(matches).toHaveLength(2);
    expect(landing('/workshops/abc/book')).toEqual({
      layout: undefined,
      page: expect.objectContaining({ name: 'Book' }),
    });
  });

  it('opens a waitlist offer without any layout or guard: the page signs its person in', () => {
    expect(landing('/waitlist/abc')).toEqual({
      layout: undefined,
      page: expect.objectContaining({ remote: 'mfe_public', name: 'WaitlistOffer' }),
    });
    expect(guardOf('/waitlist/abc')).toBeUndefined();
  });

  it('hands /b/* and /c/* to their remotes, but not the legal pages below them', () => {
    expect(landing('/b/bookings/42/seats')).toMatchObject({
      layout: LazyClientLayout,
      page: { remote: 'mfe_client' },
    });
    expect(landing('/c')).toMatchObject({ layout: LazyCoachLayout, page: { remote: 'mfe_coach' } });
    expect(landing('/b/terms-and-conditions').page).toMatchObject({
      props: { audience: 'client', document: 'terms' },
    });
    expect(landing('/c/privacy-policy').page).toMatchObject({
      props: { audience: 'coach', document: 'privacy' },
    });
  });

  it('hands /admin/* to mfe-admin inside the admin layout', () => {
    for (const url of ['/admin', '/admin/users/42']) {
      expect(landing(url)).toMatchObject({
        layout: LazyAdminLayout,
        page: { remote: 'mfe_admin', module: 'routes' },
      });
    }
  });

  it("renders the Apps pages of mfe-settings inside each area's layout, told the area", () => {
    for (const [url, layout, name, area] of [
      ['/b/apps', LazyClientLayout, 'Apps', 'client'],
      ['/b/apps/multiplai', LazyClientLayout, 'Multiplai', 'client'],
      ['/c/apps', LazyCoachLayout, 'Apps', 'coach'],
      ['/c/apps/multiplai', LazyCoachLayout, 'Multiplai', 'coach'],
    ] as const) {
      expect(landing(url)).toMatchObject({
        layout,
        page: { remote: 'mfe_settings', module: 'apps', name, props: { area } },
      });
    }
    expect(guardOf('/b/apps')).toEqual({ guard: RequireAuth, props: {} });
    expect(guardOf('/c/apps/multiplai')).toEqual({ guard: RequireAuth, props: { coachOnly: true } });
    expect(landing('/b/apps/other').page).toMatchObject({ remote: 'mfe_client' });
  });

  it('guards the signed-in areas, the coach area and the guest-only pages', () => {
    expect(guardOf('/b/bookings')).toEqual({ guard: RequireAuth, props: {} });
    expect(guardOf('/c/workshops')).toEqual({ guard: RequireAuth, props: { coachOnly: true } });
    expect(guardOf('/onboarding/2')).toEqual({ guard: RequireAuth, props: { onboarding: true } });
    expect(guardOf('/login')).toEqual({ guard: GuestOnly, props: {} });
    expect(guardOf('/register')).toEqual({ guard: GuestOnly, props: {} });
    expect(guardOf('/admin/teams')).toEqual({ guard: RequireSuperAdmin, props: {} });
    for (const open of [
      '/',
      '/workshops',
      '/workshops/7/book',
      '/demo-coach',
      '/c/privacy-policy',
      '/invitations/abc',
    ]) {
      expect(guardOf(open)).toBeUndefined();
    }
  });

  it('sends paths nobody owns to the 404 page', () => {
    expect(landing('/no/such/page').layout).toBe(DefaultLayout);
  });
});

/** Every path of a route table but the 404's catch-all. */
const pathsOf = (table: RouteObject[]): string[] =>
  table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);

describe('the page paths the server reads (@exceed/contract/page-paths)', () => {
  it('are the paths of the route table, every one', () => {
    expect(pathsOf(routes).sort()).toEqual(Object.values(PAGE_PATHS).sort());
  });

  it('reserve as usernames the first segment of every page, which a coach profile /{username} could not outrank', () => {
    const firstSegments = new Set(
      Object.values(PAGE_PATHS).flatMap((path) => {
        const first = path.split('/')[1] ?? '';
        // Shorter than a username may be, or a parameter: nothing to reserve.
        return first.length >= 4 && !first.startsWith(':') ? [first] : [];
      }),
    );
    expect([...RESERVED_USERNAMES].sort()).toEqual([...firstSegments].sort());
  });

  it.each([
    '/',
    '/workshops',
    '/WORKSHOPS/',
    '/workshops/abc/book',
    '/waitlist/abc',
    '/workshops/abc',
    '/demo-coach',
    '/demo%20coach',
    '/login',
    '/Login//',
    '/register',
    '/onboarding',
    '/onboarding/2',
    '/onboarding/2/more',
    '/announcement',
    '/consultants',
    '/b',
    '/b/',
    '/b/bookings/42/seats',
    '/b/apps',
    '/b/apps/multiplai',
    '/b/apps/other',
    '/b/privacy-policy',
    '/c',
    '/c/workshops/7/details',
    '/c/terms-and-conditions',
    '/admin',
    '/admin/users/42',
    '/administrator',
    '/no/such/page',
  ])('open the page the router opens for %s', (url) => {
    const leaf = matchRoutes(routes, url)?.at(-1)?.route.path;
    const match = matchPagePath(url);
    expect(match && PAGE_PATHS[match.page]).toBe(leaf === '*' ? undefined : leaf);
  });

  it('open, for any path made of their segments and others, the page and parameters the router opens', () => {
    const named = [...new Set(Object.values(PAGE_PATHS).flatMap((path) => path.split('/')))].filter(
      (segment) => /^[a-z]/.test(segment),
    );
    const segment = fc.oneof(
      fc.constantFrom(...named),
      fc.constantFrom(...named).map((name) => name.toUpperCase()),
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
      fc.webSegment(),
      fc.constant(''),
    );
    const url = fc
      .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean())
      .map(([segments, slash]) => `/${segments.join('/')}${slash ? '/' : ''}`);
    fc.assert(
      fc.property(url, (url) => {
        const leaf = matchRoutes(routes, url)?.at(-1);
        const page = leaf && leaf.route.path !== '*' ? leaf : undefined;
        const match = matchPagePath(url);
        expect(match && PAGE_PATHS[match.page]).toBe(page?.route.path);
        expect(match?.params).toEqual(page?.params);
      }),
      { numRuns: 3000 },
    );
  });

  it("name a coach profile's username and what an area's remote routes", () => {
    expect(matchPagePath('/demo%20coach')).toEqual({
      page: 'coachProfile',
      params: { username: 'demo coach' },
    });
    expect(matchPagePath('/b/bookings/42')).toEqual({ page: 'clientArea', params: { '*': 'bookings/42' } });
    expect(matchPagePath('/%E0%A4%A')).toBeUndefined();
  });
});
