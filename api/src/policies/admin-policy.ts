import { ROLE_NAMES } from '@exceed/contract';
import type { Actor } from './actor.ts';

/**
 * The super-admin's area (/v1/admin/*, issue 22): the platform's operators only. A team's owner runs their
 * team, never the platform: they get 403 here like anyone else.
 */
export const adminPolicy = {
  administer: (actor: Actor) => actor.superAdmin,
  /** Never themself: a super-admin who suspends their own account or drops their own role locks out. */
  suspendUser: (actor: Actor, target: { id: string }) => actor.superAdmin && actor.user.id !== target.id,
  revokeRole: (actor: Actor, target: { id: string }, role: string) =>
    actor.superAdmin && !(role === ROLE_NAMES.superAdmin && actor.user.id === target.id),
};
