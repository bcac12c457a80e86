import type { TeamMemberResource } from '@exceed/contract';
import {
  Button,
  ConfirmDialog,
  Dialog,
  Input,
  type ListSearchChange,
  LoadError,
  listSearch,
  StatusBadge,
  TABLE_PAGE_SIZE,
  Table,
  toast,
} from '@exceed/design-system';
import { api, usePageTitle, useSession } from '@exceed/session';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentTeam } from '../../lib/current-team-api.ts';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteMemberForm } from './invite-member-form.tsx';
import { MemberActions, MemberRole } from './member-actions.tsx';
import { memberName } from './member-display.ts';
import { removeTeamMember, useTeamMembers } from './team-members-api.ts';
import './team-members.css';

/**
 * /t/:slug/members: the team's members with their role and status (searched, 10 a page), and what the
 * API's abilities let the caller do: invite by email (the team's), change a role, suspend and reactivate,
 * remove (each member's, the last owner's rule included); the team's open invitations for those who may
 * see them. A refusal the abilities could not foresee (someone changed the team meanwhile) is a toast.
 */
export default function MembersPage() {
  usePageTitle('Members');
  const userId = useSession((s) => s.user?.id);
  const team = useCurrentTeam().data?.data;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMemberResource | null>(null);
  const list = useTeamMembers(team?.id, { q: q || undefined, page, perPage: TABLE_PAGE_SIZE });
  const setQuery = (change: ListSearchChange) => setParams(listSearch(params, change), { replace: true });
  const abilities = team?.abilities;
  const rows = list.data?.data ?? [];

  const remove = async (member: TeamMemberResource) => {
    if (!team) return;
    try {
      await removeTeamMember(team.id, member.userId);
      toast({ title: 'Member removed', description: memberName(member), variant: 'success' });
    } catch (error) {
      api.notifyFailure(`${memberName(member)} was not removed`, error);
    }
  };

  return (
    <section aria-labelledby="members-title" className="coach-page">
      <header className="coach-page__header">
        <h1 id="members-title">Members</h1>
        {abilities?.invitableRoles.length ? (
          <Button onClick={() => setInviting(true)}>Invite member</Button>
        ) : null}
      </header>
      <search>
        <Input
          label="Search members"
          hideLabel
          type="search"
          placeholder="Search by name or email"
          defaultValue={q}
          onChange={(event) => setQuery({ q: event.target.value })}
        />
      </search>
      {list.error ? (
        <LoadError what="the members" retry={() => list.mutate()} />
      ) : (
        <Table<TeamMemberResource>
          aria-labelledby="members-title"
          rows={rows}
          loading={!list.data}
          getRowId={(row) => row.userId}
          paginated
          pageCount={list.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setQuery({ page: index + 1 })}
          columns={[
            {
              id: 'name',
              header: 'Member',
              cell: (row) => (
                <div className="members-name">
                  <span>{memberName(row)}</span>
                  <span className="coach-note">{row.email}</span>
                </div>
              ),
            },
            {
              id: 'role',
              header: 'Role',
              cell: (row) => (team ? <MemberRole teamId={team.id} member={row} /> : null),
            },
            { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) =>
                team ? (
                  <MemberActions teamId={team.id} member={row} userId={userId} onRemove={setRemoving} />
                ) : null,
            },
          ]}
        />
      )}
      {abilities?.viewInvitations ? <InvitationsTable invitableRoles={abilities.invitableRoles} /> : null}
      <Dialog
        open={inviting}
        onOpenChange={setInviting}
        title="Invite a member"
        description={`We email them a link to join ${team?.name ?? 'the team'} with the role you choose.`}
      >
        {inviting && abilities ? (
          <InviteMemberForm roles={abilities.invitableRoles} onSent={() => setInviting(false)} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.userId === userId ? 'Leave this team?' : 'Remove member?'}
        description={
          removing?.userId === userId
            ? 'You lose access to the team at once; only an invitation brings you back.'
            : `${removing ? memberName(removing) : ''} loses access to the team at once; only an invitation brings them back.`
        }
        confirmLabel={removing?.userId === userId ? 'Leave team' : 'Remove member'}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
      />
    </section>
  );
}
