import type { GroupAbilities } from '@exceed/contract';
import type { Actor } from './actor.ts';
import { groupPolicy, type OwnedGroup } from './group-policy.ts';

/**
 * What the actor may do with a saved group (its `abilities`): edit (PATCH /v1/groups/:id, its members
 * too) and delete (DELETE), both groupPolicy.manage, the predicate of those routes.
 */
export function groupAbilities(actor: Actor, group: OwnedGroup): GroupAbilities {
  const manage = groupPolicy.manage(actor, group);
  return { edit: manage, delete: manage };
}
