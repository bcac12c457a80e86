import type { User } from '../../models/user.ts';

/**
 * Where a multiplai connection lands without a saved redirect: the multiplai page of the user's area
 * (SPEC.md §2: /c/apps/multiplai for a coach, /b/apps/multiplai for everyone else), which shows the
 * connection's status.
 */
export function multiplaiLanding(user: User, savedRedirect: string | null): string {
  return savedRedirect ?? (user.roleNames().includes('coach') ? '/c/apps/multiplai' : '/b/apps/multiplai');
}

/** Where a failed connection lands (unknown, used or expired state, a provider error, an account in use). */
export const MULTIPLAI_FAILED = '/b/apps/multiplai?error=multiplai';
