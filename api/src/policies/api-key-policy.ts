import type { Actor } from './actor.ts';

/**
 * A person's key is theirs alone; a team's keys are its owners' and admins' (any of them lists and revokes
 * them, whoever made one). The platform's super-admin gets nothing here: keys act with team roles, which a
 * super-admin does not hold by being one (decision 0118).
 */
export const apiKeyPolicy = {
  makeFor: (actor: Actor, tenantId: string | null) => tenantId === null || managesTeam(actor, tenantId),
  manage: (actor: Actor, key: { userId: string; tenantId: string | null }) =>
    key.tenantId === null ? key.userId === actor.user.id : managesTeam(actor, key.tenantId),
};

/** Whether the actor is an owner or admin of the team: who makes and manages its keys. */
export function managesTeam(actor: Actor, tenantId: string): boolean {
  const role = actor.teamRoles.get(tenantId);
  return role === 'owner' || role === 'admin';
}
