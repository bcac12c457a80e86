import {
  LAST_OWNER_MESSAGE,
  type MemberStatus,
  TEAM_ROLES,
  type TeamAbilities,
  type TeamMemberAbilities,
} from '@exceed/contract';
import type { TenantMember } from '../models/tenant-member.ts';
import type { Actor } from './actor.ts';
import { jobPostingPolicy } from './job-posting-policy.ts';
import { leavesAnOwner, statusSettable, tenantPolicy } from './tenant-policy.ts';

/**
 * What the actor may do with a team they see (issue 31; Outline's presentPolicies): each ability is the
 * very predicate its route asks (tenant-policy.ts, job-posting-policy.ts), so a page that offers what it
 * is granted offers exactly what the API does. The X-Team routes (invitations, job postings) are closed
 * to the members of a suspended team as well (tenantPolicy.workIn). Proven against the routes by
 * team-abilities.test.ts.
 */
export function teamAbilities(actor: Actor, tenant: { id: string; suspendedAt: Date | null }): TeamAbilities {
  const inTeam = tenantPolicy.view(actor, tenant) && tenantPolicy.workIn(actor, tenant);
  return {
    edit: tenantPolicy.update(actor, tenant),
    delete: tenantPolicy.delete(actor),
    viewInvitations: inTeam && tenantPolicy.viewInvitations(actor, tenant),
    invitableRoles: inTeam ? TEAM_ROLES.filter((role) => tenantPolicy.invite(actor, tenant, role)) : [],
    viewJobPostings: inTeam && jobPostingPolicy.view(actor, tenant.id),
  };
}

/**
 * What the actor may do to one member of a team they see: the policy of who may change whom
 * (tenantPolicy.updateMember, removeMember), the invited member's status (statusSettable) and the last-owner
 * rule (leavesAnOwner), given the user ids of the team's ACTIVE owners (team-members.ts activeOwnerIds).
 */
export function teamMemberAbilities(
  actor: Actor,
  tenant: { id: string },
  member: Pick<TenantMember, 'userId' | 'role' | 'status'>,
  ownerIds: readonly string[],
): TeamMemberAbilities {
  const otherOwners = ownerIds.filter((id) => id !== member.userId).length;
  const setsStatus = (status: MemberStatus) =>
    status !== member.status &&
    statusSettable(member, status) &&
    tenantPolicy.updateMember(actor, tenant, member, {}) &&
    leavesAnOwner(member, { role: member.role, status }, otherOwners);
  const grantableRoles = TEAM_ROLES.filter(
    (role) =>
      tenantPolicy.updateMember(actor, tenant, member, { role }) &&
      leavesAnOwner(member, { role, status: member.status }, otherOwners),
  );
  const mayRemove = tenantPolicy.removeMember(actor, tenant, member);
  const leavesOwner = leavesAnOwner(member, null, otherOwners);
  return {
    changeRole: grantableRoles.some((role) => role !== member.role),
    grantableRoles,
    suspend: setsStatus('SUSPENDED'),
    reactivate: setsStatus('ACTIVE'),
    remove: mayRemove && leavesOwner,
    removeRefusal: mayRemove && !leavesOwner ? LAST_OWNER_MESSAGE : null,
  };
}
