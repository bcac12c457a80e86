import type { TeamMemberResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { TenantMember } from '../models/tenant-member.ts';

/** A member of a team as the members list shows them: loaded with `user.profile`. */
export function presentTeamMember(member: TenantMember): TeamMemberResource {
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
  };
}
