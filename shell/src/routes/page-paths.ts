/**
 * Every page path of the shell's route table (SPEC §2), as data: router.tsx takes no path that is not
 * here (PagePath) and router.test.tsx proves it has every one, and the server that serves the shell
 * (api/src/web/web-mount.ts, which imports this module as `@exceed/shell/page-paths`) answers 404 for a
 * page path none of them matches, so the two cannot drift. No React and no browser API here: the API's
 * process runs it.
 *
 * A path ending in `/*` is an area: its remote routes everything below it (mfe-client under /b, mfe-coach
 * under /c, mfe-admin under /admin), and the table says no more of it than that.
 */
export const PAGE_PATHS = {
  home: '/',
  workshops: '/workshops',
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

interface CompiledPath {
  page: PageName;
  pattern: RegExp;
  names: string[];
  score: number;
}

const PARAMETER = /^:[\w-]+$/;
const isSplat = (segment: string) => segment === '*';

/**
 * react-router's ranking (computeScore): more segments and static ones outrank parameters, which outrank
 * a splat; so /login beats /:username, and /b/apps beats /b/*.
 */
function scoreOf(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.some(isSplat) ? -2 : 0);
  return segments
    .filter((segment) => !isSplat(segment))
    .reduce((score, segment) => score + (PARAMETER.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

/** react-router's matcher of a path pattern (compilePath): case-insensitive, trailing slashes allowed. */
function compile(page: PageName, path: string): CompiledPath {
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { page, pattern: new RegExp(source, 'i'), names, score: scoreOf(path) };
}

const compiled = Object.entries(PAGE_PATHS)
  .map(([page, path]) => compile(page as PageName, path))
  .sort((a, b) => b.score - a.score);

/** A path's segments decoded as react-router decodes them, or undefined when one is no valid escape. */
function decodePath(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return undefined;
  }
}

/**
 * The page of the route table a path opens, as the shell's router picks it; undefined when none does
 * (the shell then shows its 404 page). The best ranked match wins, as in react-router.
 */
export function matchPagePath(pathname: string): PageMatch | undefined {
  const path = decodePath(pathname);
  if (path === undefined) return undefined;
  for (const { page, pattern, names } of compiled) {
    const found = pattern.exec(path);
    if (found) {
      return { page, params: Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])) };
    }
  }
  return undefined;
}
