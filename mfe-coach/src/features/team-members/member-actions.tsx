import type { TeamMemberResource, TeamRole } from '@exceed/contract';
import { Button, Select, toast } from '@exceed/design-system';
import { api } from '@exceed/session';
import { grantableRoles, mayChange, mayRemove, memberName, type Powers } from './member-rules.ts';
import { updateTeamMember } from './team-members-api.ts';

/** Applies a change to a member and says so; the API's refusal (the last owner stays) goes in the toast. */
async function change(
  teamId: string,
  member: TeamMemberResource,
  body: { role?: TeamRole; status?: 'ACTIVE' | 'SUSPENDED' },
  done: string,
) {
  try {
    await updateTeamMember(teamId, member.userId, body);
    toast({ title: done, description: memberName(member), variant: 'success' });
  } catch (error) {
    api.notifyFailure(`${memberName(member)} was not changed`, error);
  }
}

/** A member's role: a choice for whoever may change it, else the role as words. */
export function MemberRole({
  teamId,
  member,
  powers,
}: {
  teamId: string;
  member: TeamMemberResource;
  powers: Powers;
}) {
  if (!mayChange(powers, member))
    return <span>{grantableRoles({ owner: true }).find((r) => r.value === member.role)?.label}</span>;
  return (
    <Select
      aria-label={`Role of ${memberName(member)}`}
      options={grantableRoles({ owner: powers.owner || member.role === 'owner' })}
      value={member.role}
      onChange={(role) => void change(teamId, member, { role: role as TeamRole }, 'Role changed')}
    />
  );
}

/** Suspend or reactivate, and remove (which the page confirms first), as the caller's role allows. */
export function MemberActions({
  teamId,
  member,
  powers,
  onRemove,
}: {
  teamId: string;
  member: TeamMemberResource;
  powers: Powers;
  onRemove: (member: TeamMemberResource) => void;
}) {
  const name = memberName(member);
  const changeable = mayChange(powers, member) && member.status !== 'PENDING';
  return (
    <div className="coach-row-actions">
      {changeable && member.status === 'ACTIVE' ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Suspend ${name}`}
          onClick={() => void change(teamId, member, { status: 'SUSPENDED' }, 'Member suspended')}
        >
          Suspend
        </Button>
      ) : null}
      {changeable && member.status === 'SUSPENDED' ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Reactivate ${name}`}
          onClick={() => void change(teamId, member, { status: 'ACTIVE' }, 'Member reactivated')}
        >
          Reactivate
        </Button>
      ) : null}
      {mayRemove(powers, member) ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={member.userId === powers.userId ? 'Leave the team' : `Remove ${name}`}
          onClick={() => onRemove(member)}
        >
          {member.userId === powers.userId ? 'Leave' : 'Remove'}
        </Button>
      ) : null}
    </div>
  );
}
