import type { GroupResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Group } from '../models/group.ts';
import type { Actor } from '../policies/actor.ts';
import { groupAbilities } from '../policies/group-abilities.ts';

/**
 * A group as the contract's groupSchema shows it to `actor`; the owner stays internal (it is always the
 * caller).
 */
export function presentGroup(group: Group, actor: Actor): GroupResource {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    members: group.members.map(({ email, name }) => ({ email, name })),
    createdAt: isoDate(group.createdAt),
    updatedAt: isoDate(group.updatedAt),
    deletedAt: isoDate(group.deletedAt),
    abilities: groupAbilities(actor, group),
  };
}

/** A presenter of groups, each as `actor` reads it. */
export const presentGroupFor =
  (actor: Actor) =>
  (group: Group): GroupResource =>
    presentGroup(group, actor);
