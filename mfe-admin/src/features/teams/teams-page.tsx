import type { TenantResource } from '@exceed/contract';
import { Button, Dialog, formatEnum, Input, LoadError, TABLE_PAGE_SIZE, Table } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListParams } from '../../lib/list-params.ts';
import { TeamForm } from './team-form.tsx';
import { useTeams } from './teams-api.ts';

/** /admin/teams: every team, searched by name or slug, 10 a page; a new team in a dialog. */
export default function TeamsPage() {
  usePageTitle('Teams');
  const navigate = useNavigate();
  const list = useListParams();
  const [creating, setCreating] = useState(false);
  const teams = useTeams({ q: list.q || undefined, page: list.page });

  return (
    <section aria-labelledby="teams-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="teams-title">Teams</h1>
        <Button onClick={() => setCreating(true)}>New team</Button>
      </header>
      <search>
        <Input
          label="Search teams"
          hideLabel
          type="search"
          placeholder="Search by name or slug"
          defaultValue={list.q}
          onChange={(event) => list.change({ q: event.target.value })}
        />
      </search>
      {teams.error ? (
        <LoadError what="the teams" retry={() => teams.mutate()} />
      ) : (
        <Table<TenantResource>
          aria-labelledby="teams-title"
          rows={teams.data?.data ?? []}
          loading={!teams.data}
          getRowId={(row) => row.id}
          emptyText="No teams match this search"
          paginated
          pageSize={TABLE_PAGE_SIZE}
          pageCount={teams.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            {
              id: 'name',
              header: 'Team',
              cell: (row) => <Link to={`/admin/teams/${row.id}`}>{row.name}</Link>,
            },
            { id: 'slug', header: 'Slug', cell: (row) => row.slug },
            { id: 'plan', header: 'Plan', cell: (row) => formatEnum(row.plan) },
          ]}
        />
      )}
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title="New team"
        description="A team of the marketplace."
      >
        {creating ? <TeamForm onCreated={(team) => navigate(`/admin/teams/${team.id}`)} /> : null}
      </Dialog>
    </section>
  );
}
