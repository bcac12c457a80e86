import type { Actor } from './actor.ts';

/** What a group rule needs to know of a group: whose it is. */
export interface OwnedGroup {
  userId: string;
}

/**
 * Who may do what to a saved group. A group is a personal address book (other people's addresses), so
 * only its owner sees and changes it: not a teammate, not a super-admin. Anyone signed in may make one.
 * Routes answer 404 to anyone else, as bookings do to those who play no part in them.
 */
export const groupPolicy = {
  create: (_actor: Actor) => true,
  /** See, update, delete or restore one group. */
  manage: (actor: Actor, group: OwnedGroup) => group.userId === actor.user.id,
};
