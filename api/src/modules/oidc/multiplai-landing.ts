import { MULTIPLAI_ERROR } from '@exceed/contract';
import type { User } from '../../models/user.ts';

/** The multiplai page of each area (SPEC.md §2). */
const MULTIPLAI_PAGES = { client: '/b/apps/multiplai', coach: '/c/apps/multiplai' } as const;

/** The multiplai page of the user's area: the coach area's for a coach, the client area's for anyone else. */
const areaPageOf = (user: User | undefined): string =>
  user?.roleNames().includes('coach') ? MULTIPLAI_PAGES.coach : MULTIPLAI_PAGES.client;

/**
 * Where a multiplai connection lands without a saved redirect: the multiplai page of the user's area
 * (SPEC.md §2: /c/apps/multiplai for a coach, /b/apps/multiplai for everyone else), which shows the
 * connection's status.
 */
export function multiplaiLanding(user: User, savedRedirect: string | null): string {
  return savedRedirect ?? areaPageOf(user);
}

/**
 * Where a failed connection lands (unknown, used or expired state, a provider error or refusal, an
 * account in use): the multiplai page of the area that started it, with `?error=multiplai`, which that
 * page explains. The area is the saved redirect's (/c/... or /b/...), else the user's; only the two
 * multiplai pages, since no other page knows the error. Unknown flow and user: the client area's.
 */
export function multiplaiFailure(user: User | undefined, savedRedirect: string | null | undefined): string {
  const page = savedRedirect?.startsWith('/c/')
    ? MULTIPLAI_PAGES.coach
    : savedRedirect?.startsWith('/b/')
      ? MULTIPLAI_PAGES.client
      : areaPageOf(user);
  return `${page}?error=${MULTIPLAI_ERROR}`;
}
