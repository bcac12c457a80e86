import type { Actor } from './actor.ts';

/** Roles and permissions decide what everyone else may do: only an administrator sees or changes them. */
export const accessControlPolicy = {
  manage: (actor: Actor) => actor.superAdmin,
};
