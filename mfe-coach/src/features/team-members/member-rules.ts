import { TEAM_ROLES, type TeamMemberResource, type TeamRole } from '@exceed/contract';
import { formatEnum } from '@exceed/design-system';

/** What the caller may do in the team (current-team-api.ts teamPowers) and who they are. */
export interface Powers {
  owner: boolean;
  manages: boolean;
  userId: string | undefined;
}

/** Whether the caller may change this member's role or status: owners are an owner's business (tenant-policy.ts). */
export const mayChange = (powers: Powers, member: Pick<TeamMemberResource, 'role'>) =>
  member.role === 'owner' ? powers.owner : powers.manages;

/** Whether the caller may remove this member: as for changing them, and anyone may leave. */
export const mayRemove = (powers: Powers, member: Pick<TeamMemberResource, 'role' | 'userId'>) =>
  member.userId === powers.userId || mayChange(powers, member);

/** The roles the caller may give: only owners make owners. */
export const grantableRoles = (powers: Pick<Powers, 'owner'>): { value: TeamRole; label: string }[] =>
  TEAM_ROLES.filter((role) => powers.owner || role !== 'owner').map((role) => ({
    value: role,
    label: formatEnum(role),
  }));

/** A member as the list names them: their name when they have one, else their username. */
export const memberName = (member: Pick<TeamMemberResource, 'firstName' | 'lastName' | 'username'>) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
