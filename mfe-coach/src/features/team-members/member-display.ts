import type { TeamMemberResource, TeamRole } from '@exceed/contract';
import { formatEnum } from '@exceed/design-system';

/** Team roles as a Select's options, in the order given (the API's `grantableRoles` or `invitableRoles`). */
export const roleOptions = (roles: readonly TeamRole[]): { value: TeamRole; label: string }[] =>
  roles.map((role) => ({ value: role, label: formatEnum(role) }));

/** A member as the list names them: their name when they have one, else their username. */
export const memberName = (member: Pick<TeamMemberResource, 'firstName' | 'lastName' | 'username'>) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
