import { matchRoutes } from 'react-router';

/**
 * Every page path of the shell's route table (SPEC §2), as data both sides read: the shell's router.tsx
 * takes no path that is not here (PagePath) and router.test.tsx proves it has every one, and the server
 * that serves the shell (api/src/web/known-page.ts) answers 404 for a page path none of them matches, so
 * the two cannot drift. Matched by react-router's own matchRoutes, as the shell's router matches; no
 * React component and no browser API here: the API's process runs it.
 *
 * A path ending in `/*` is an area: its remote routes everything below it (mfe-client under /b, mfe-coach
 * under /c, mfe-admin under /admin), and the table says no more of it than that.
 */
export const PAGE_PATHS = {
  home: '/',
  workshops: '/workshops',
  /** A workshop's public page: what it is, who teaches it, its upcoming sessions and reviews. */
  workshop: '/workshops/:id',
  announcement: '/announcement',
  consultants: '/consultants',
  /** The public job board, and one posting with its application form. */
  jobs: '/jobs',
  job: '/jobs/:id',
  clientPrivacy: '/b/privacy-policy',
  clientTerms: '/b/terms-and-conditions',
  coachPrivacy: '/c/privacy-policy',
  coachTerms: '/c/terms-and-conditions',
  /** A public coach profile: any one-segment path no other page takes, if that coach exists. */
  coachProfile: '/:username',
  book: '/workshops/:id/book',
  /** A waitlist offer, mailed to its person: claimed and paid as the book page books. */
  waitlistOffer: '/waitlist/:id',
  login: '/login',
  register: '/register',
  /** A mailed seat invitation, open to guests and the signed-in. */
  invitation: '/invitations/:token',
  /** A mailed team invitation, open to guests and the signed-in. */
  teamInvitation: '/team-invitations/:token',
  /** A mailed unsubscribe link: one kind of mail off, without signing in. */
  unsubscribe: '/unsubscribe/:token',
  /** The public check of a certificate of attendance by its code, for anyone it is shown to. */
  certificate: '/certificates/:code',
  onboarding: '/onboarding',
  onboardingStep: '/onboarding/:step',
  clientApps: '/b/apps',
  clientMultiplai: '/b/apps/multiplai',
  clientArea: '/b/*',
  coachApps: '/c/apps',
  coachMultiplai: '/c/apps/multiplai',
  coachArea: '/c/*',
  /**
   * A team's workspace (members, settings, job postings): the team is in the route
   * (docs/decisions/0058-the-team-in-the-route.md).
   */
  teamArea: '/t/:slug/*',
  /** The current team's workspace: goes to /t/<current or default slug>. */
  teamHome: '/t',
  /** The super-admin's area (mfe-admin routes below it); the 404 page for anyone else. */
  adminArea: '/admin/*',
} as const;

/** The name of a page of the route table. */
export type PageName = keyof typeof PAGE_PATHS;

/** A path of the route table: router.tsx takes no other, so a route missing from PAGE_PATHS fails to compile. */
export type PagePath = (typeof PAGE_PATHS)[PageName];

/** The page a path opens and the values of its parameters (`*` holds what an area's remote routes). */
export interface PageMatch {
  page: PageName;
  params: Record<string, string>;
}

/** The table as a flat route list, each route named by its page. */
const pageRoutes = Object.entries(PAGE_PATHS).map(([page, path]) => ({ id: page, path }));

/** Whether a path's escapes are valid (on one that is not, react-router warns, then matches it undecoded). */
function decodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The page of the route table a path opens, as the shell's router picks it (react-router's matchRoutes:
 * its ranking, case-insensitive, trailing slashes allowed); undefined when none does (the shell then shows
 * its 404 page) or when the path is no valid escape, which no page answers.
 */
export function matchPagePath(pathname: string): PageMatch | undefined {
  const match = decodable(pathname) ? matchRoutes(pageRoutes, pathname)?.at(-1) : undefined;
  if (!match) return undefined;
  return {
    page: match.route.id as PageName,
    params: Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, value ?? ''])),
  };
}
