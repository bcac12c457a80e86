import type { TeamMemberResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { TenantMember } from '../models/tenant-member.ts';
import type { Actor } from '../policies/actor.ts';
import { teamMemberAbilities } from '../policies/team-abilities.ts';

/**
 * A member of a team as the members list shows them to `actor`: loaded with `user.profile`; `ownerIds` are
 * the team's ACTIVE owners (modules/tenants/team-members.ts activeOwnerIds), which the last-owner rule weighs.
 */
export function presentTeamMember(
  member: TenantMember,
  actor: Actor,
  ownerIds: readonly string[],
): TeamMemberResource {
  const user = member.user;
  if (!user) throw new Error('presentTeamMember() needs the member with user.profile');
  return {
    userId: member.userId,
    username: user.username,
    email: user.email,
    firstName: user.profile?.firstName ?? null,
    lastName: user.profile?.lastName ?? null,
    role: member.role,
    status: member.status,
    createdAt: isoDate(member.createdAt),
    updatedAt: isoDate(member.updatedAt),
    abilities: teamMemberAbilities(actor, { id: member.tenantId }, member, ownerIds),
  };
}
