import type { TeamMemberResource, TeamRole } from '@exceed/contract';
import { Button, formatEnum, RowAction, Select, toast } from '@exceed/design-system';
import { api } from '@exceed/session';
import { memberName, roleOptions } from './member-display.ts';
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

/** A member's role: a choice of the roles the API lets the caller give them, else the role as words. */
export function MemberRole({ teamId, member }: { teamId: string; member: TeamMemberResource }) {
  if (!member.abilities.changeRole) return <span>{formatEnum(member.role)}</span>;
  return (
    <Select
      aria-label={`Role of ${memberName(member)}`}
      options={roleOptions(member.abilities.grantableRoles)}
      value={member.role}
      onChange={(role) => void change(teamId, member, { role: role as TeamRole }, 'Role changed')}
    />
  );
}

/**
 * Suspend or reactivate, and remove (which the page confirms first; Leave on one's own row), each shown
 * when the member's `abilities` from the API grant it.
 */
export function MemberActions({
  teamId,
  member,
  userId,
  onRemove,
}: {
  teamId: string;
  member: TeamMemberResource;
  /** The signed-in user: their own row says Leave. */
  userId: string | undefined;
  onRemove: (member: TeamMemberResource) => void;
}) {
  const name = memberName(member);
  const { abilities } = member;
  return (
    <div className="coach-row-actions">
      {abilities.suspend ? (
        <RowAction
          label="Suspend"
          of={name}
          onClick={() => void change(teamId, member, { status: 'SUSPENDED' }, 'Member suspended')}
        />
      ) : null}
      {abilities.reactivate ? (
        <RowAction
          label="Reactivate"
          of={name}
          onClick={() => void change(teamId, member, { status: 'ACTIVE' }, 'Member reactivated')}
        />
      ) : null}
      {abilities.remove ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={member.userId === userId ? 'Leave the team' : `Remove ${name}`}
          onClick={() => onRemove(member)}
        >
          {member.userId === userId ? 'Leave' : 'Remove'}
        </Button>
      ) : abilities.removeRefusal ? (
        <p className="coach-note">{abilities.removeRefusal}</p>
      ) : null}
    </div>
  );
}
