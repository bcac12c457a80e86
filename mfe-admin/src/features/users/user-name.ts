import type { UserResource } from '@exceed/contract';

/** A user as people call them: their name when the profile has one, else their username. */
export function userName(user: Pick<UserResource, 'username' | 'profile'>): string {
  const profile = user.profile;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return name || user.username;
}
