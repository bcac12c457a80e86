import { ROLE_NAMES } from '@exceed/contract';
import type { User } from '../../models/user.ts';
import type { SignInRefusal } from './sign-in-account.ts';

/** Where a failed external sign-in lands: the sign-in page, which explains the code. */
export const signInRefused = (reason: SignInRefusal): string => `/login?error=${reason}`;

/** A failed round trip (unknown, used or expired state, an error from the provider, a failed check). */
export const SIGN_IN_FAILED = signInRefused('oidc');

/**
 * Where a signed-in user lands (SPEC.md §2, "After token login"), by the rule the front end's landingPath
 * follows: a pending user goes to onboarding, where the front end would send them anyway; others to the
 * page they started from, else a super-admin to the admin address (ADMIN_URL, coach or not), a coach to
 * the coach area and everyone else to the client area.
 */
export function signInLanding(user: User, savedRedirect: string | null, adminUrl: string): string {
  if (user.status === 'pending') return '/onboarding';
  if (savedRedirect) return savedRedirect;
  const roles = user.roleNames();
  if (roles.includes(ROLE_NAMES.superAdmin)) return adminUrl;
  return roles.includes(ROLE_NAMES.coach) ? '/c' : '/b';
}

/** Where a provider's sign-in lands when the account still owes its second step: the sign-in page asks it. */
export function secondStepLanding(savedRedirect: string | null): string {
  const query = new URLSearchParams({ step: 'second-factor' });
  if (savedRedirect) query.set('redirect', savedRedirect);
  return `/login?${query.toString()}`;
}
