import type { TeamMemberResource, TenantPlan, TenantResource } from '@exceed/contract';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  formatDateTime,
  formatEnum,
  LoadError,
  removeWithUndo,
  Select,
  Skeleton,
  StatusBadge,
  Table,
  toast,
} from '@exceed/design-system';
import { api, usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PLAN_OPTIONS } from './team-form.tsx';
import {
  deleteTeam,
  reactivateTeam,
  restoreTeam,
  suspendTeam,
  updateTeam,
  useTeam,
  useTeamMembers,
  useTeamSummary,
} from './teams-api.ts';

const COUNTS = [
  ['members', 'Members'],
  ['coaches', 'Coaches'],
  ['workshops', 'Workshops'],
  ['schedules', 'Schedules'],
  ['bookings', 'Bookings'],
] as const;

/** /admin/teams/:id: a team's details, counts and members; change its plan, suspend or reactivate, delete. */
export default function TeamPage() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  const data = team.data?.data;
  usePageTitle(data ? data.name : 'Team');

  return (
    <section aria-labelledby="team-title" className="admin-page">
      <Link className="admin-back" to="/admin/teams">
        Back to teams
      </Link>
      {team.error ? (
        <>
          <h1 id="team-title">Team</h1>
          <LoadError what="the team" retry={() => team.mutate()} />
        </>
      ) : !data ? (
        <div role="status" aria-label="Loading the team">
          <Skeleton style={{ height: '10rem' }} />
        </div>
      ) : (
        <TeamDetails team={data} />
      )}
    </section>
  );
}

function TeamDetails({ team }: { team: TenantResource }) {
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'suspend' | 'delete' | null>(null);
  const summary = useTeamSummary(team.id);
  // Unknown until the summary answers: neither Suspend nor Reactivate is offered meanwhile.
  const suspendedAt = summary.data?.data.suspendedAt;

  const changePlan = async (plan: string) => {
    try {
      await updateTeam(team.id, { plan: plan as TenantPlan });
      toast({ title: 'Plan changed', description: `${team.name}: ${formatEnum(plan)}`, variant: 'success' });
    } catch (error) {
      api.notifyFailure(`The plan of ${team.name} was not changed`, error);
    }
  };
  const suspend = async () => {
    await suspendTeam(team.id);
    toast({ title: 'Team suspended', description: team.name, variant: 'success' });
  };
  const reactivate = async () => {
    try {
      await reactivateTeam(team.id);
      toast({ title: 'Team reactivated', description: team.name, variant: 'success' });
    } catch (error) {
      api.notifyFailure(`${team.name} was not reactivated`, error);
    }
  };
  const remove = async () => {
    await removeWithUndo(
      () => deleteTeam(team.id),
      () => restoreTeam(team.id),
      'Team deleted',
      team.name,
    );
    navigate('/admin/teams');
  };

  return (
    <>
      <header className="admin-page__header">
        <h1 id="team-title">{team.name}</h1>
        <div className="admin-row-actions">
          {suspendedAt === undefined ? null : suspendedAt ? (
            <Button variant="outline" onClick={() => void reactivate()}>
              Reactivate team
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setConfirm('suspend')}>
              Suspend team
            </Button>
          )}
          <Button variant="destructive" onClick={() => setConfirm('delete')}>
            Delete team
          </Button>
        </div>
      </header>
      <Card>
        <Card.Content className="admin-section">
          <dl className="admin-meta">
            <div>
              <dt>Slug</dt>
              <dd>{team.slug}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{team.email ?? '—'}</dd>
            </div>
            <div>
              <dt>Domain</dt>
              <dd>{team.domain ?? '—'}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                {suspendedAt === undefined ? (
                  <Skeleton style={{ width: '5rem' }} />
                ) : suspendedAt ? (
                  <Badge variant="danger">Suspended since {formatDateTime(suspendedAt)}</Badge>
                ) : (
                  <Badge variant="success">Active</Badge>
                )}
              </dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatDateTime(team.createdAt)}</dd>
            </div>
          </dl>
          <Select
            label="Plan"
            options={PLAN_OPTIONS}
            value={team.plan}
            onChange={(plan) => void changePlan(plan)}
          />
        </Card.Content>
      </Card>
      <section aria-labelledby="team-counts-title" className="admin-section">
        <h2 id="team-counts-title">In this team</h2>
        {summary.error ? (
          <LoadError what="the team's counts" retry={() => summary.mutate()} />
        ) : (
          <dl className="admin-meta">
            {COUNTS.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{summary.data ? summary.data.data[key] : <Skeleton style={{ width: '3rem' }} />}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <TeamMembers teamId={team.id} />
      <ConfirmDialog
        open={confirm === 'suspend'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Suspend team?"
        description={`Members of ${team.name} can no longer act in it and its schedules leave the marketplace until it is reactivated.`}
        confirmLabel="Suspend team"
        onConfirm={suspend}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete team?"
        description={`${team.name} moves to the Trash, where it can be restored.`}
        confirmLabel="Delete team"
        onConfirm={remove}
      />
    </>
  );
}

function TeamMembers({ teamId }: { teamId: string }) {
  const [page, setPage] = useState(1);
  const members = useTeamMembers(teamId, page);
  return (
    <section aria-labelledby="team-members-title" className="admin-section">
      <h2 id="team-members-title">Members</h2>
      {members.error ? (
        <LoadError what="the members" retry={() => members.mutate()} />
      ) : (
        <Table<TeamMemberResource>
          aria-labelledby="team-members-title"
          rows={members.data?.data ?? []}
          loading={!members.data}
          getRowId={(row) => row.userId}
          emptyText="No members"
          paginated
          pageCount={members.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setPage(index + 1)}
          columns={[
            {
              id: 'name',
              header: 'Member',
              cell: (row) => (
                <Link to={`/admin/users/${row.userId}`}>
                  {[row.firstName, row.lastName].filter(Boolean).join(' ') || row.username}
                </Link>
              ),
            },
            { id: 'email', header: 'Email', cell: (row) => row.email },
            { id: 'role', header: 'Role', cell: (row) => formatEnum(row.role) },
            { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          ]}
        />
      )}
    </section>
  );
}
