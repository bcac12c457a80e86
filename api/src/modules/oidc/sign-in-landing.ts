import type { User } from '../../models/user.ts';
import type { SignInRefusal } from './sign-in-account.ts';

/** Where a failed external sign-in lands: the sign-in page, which explains the code. */
export const signInRefused = (reason: SignInRefusal): string => `/login?error=${reason}`;

/** A failed round trip (unknown, used or expired state, an error from the provider, a failed check). */
export const SIGN_IN_FAILED = signInRefused('oidc');

/**
 * Where a signed-in user lands (SPEC.md §2, "After token login"): a pending user goes to onboarding, where
 * the front end would send them anyway; others to the page they started from, else the coach area for a
 * coach and the client area for everyone else. (The super-admin's external admin address is not an API
 * setting, so a super-admin lands like the rest.)
 */
export function signInLanding(user: User, savedRedirect: string | null): string {
  if (user.status === 'pending') return '/onboarding';
  return savedRedirect ?? (user.roleNames().includes('coach') ? '/c' : '/b');
}
