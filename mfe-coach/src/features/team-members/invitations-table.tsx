import type { TeamInvitationResource, TeamRole } from '@exceed/contract';
import {
  Button,
  formatDateTime,
  formatEnum,
  LoadError,
  StatusBadge,
  TABLE_PAGE_SIZE,
  Table,
  toast,
} from '@exceed/design-system';
import { useState } from 'react';
import { cancelTeamInvitation, resendTeamInvitation, useTeamInvitations } from './team-members-api.ts';

/**
 * The team's invitations not yet accepted, with Send again and Cancel on those of the roles the caller
 * may invite (`invitableRoles`: the API lets them resend and cancel those alone).
 */
export function InvitationsTable({ invitableRoles }: { invitableRoles: readonly TeamRole[] }) {
  const [page, setPage] = useState(1);
  const list = useTeamInvitations(true, page, TABLE_PAGE_SIZE);
  const rows = list.data?.data ?? [];
  if (list.error) return <LoadError what="the invitations" retry={() => list.mutate()} />;
  if (list.data && list.data.meta.total === 0) return null;
  const act = async (done: string, action: () => Promise<unknown>, invitation: TeamInvitationResource) => {
    await action();
    toast({ title: done, description: invitation.email, variant: 'success' });
  };
  return (
    <section aria-labelledby="invitations-title" className="coach-stack">
      <h2 id="invitations-title">Invitations</h2>
      <Table<TeamInvitationResource>
        aria-labelledby="invitations-title"
        rows={rows}
        loading={list.isLoading}
        getRowId={(row) => row.id}
        paginated
        pageCount={list.data?.meta.lastPage ?? 1}
        pageIndex={page - 1}
        onPageChange={(index) => setPage(index + 1)}
        columns={[
          { id: 'email', header: 'Email', cell: (row) => row.email },
          { id: 'role', header: 'Role', cell: (row) => formatEnum(row.role) },
          { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          {
            id: 'expires',
            header: 'Expires',
            cell: (row) => (row.expiresAt ? formatDateTime(row.expiresAt) : 'Sending…'),
          },
          {
            id: 'actions',
            header: <span className="ex-visually-hidden">Actions</span>,
            align: 'end',
            cell: (row) =>
              !invitableRoles.includes(row.role) ? null : (
                <div className="coach-row-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Send again to ${row.email}`}
                    onClick={() =>
                      void act('Invitation sent again', () => resendTeamInvitation(row.id), row).catch(
                        () => undefined,
                      )
                    }
                  >
                    Send again
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Cancel the invitation to ${row.email}`}
                    onClick={() =>
                      void act('Invitation cancelled', () => cancelTeamInvitation(row.id), row).catch(
                        () => undefined,
                      )
                    }
                  >
                    Cancel
                  </Button>
                </div>
              ),
          },
        ]}
      />
    </section>
  );
}
