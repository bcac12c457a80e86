import type { GroupResource } from '@exceed/contract';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  formatDay,
  Input,
  type ListSearchChange,
  LoadError,
  listSearch,
  RowAction,
  TABLE_PAGE_SIZE,
  Table,
  type TableColumn,
  toast,
} from '@exceed/design-system';
import { api, usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGroups } from '../../lib/my-groups-api.ts';
import { GroupForm } from './group-form.tsx';
import { deleteGroup, restoreGroup } from './groups-api.ts';
import '../../lib/client.css';
import './groups.css';

/** How many addresses a row shows before "and N more". */
const SHOWN_MEMBERS = 3;

const peopleOf = (group: GroupResource) => {
  const names = group.members.slice(0, SHOWN_MEMBERS).map((member) => member.name ?? member.email);
  const more = group.members.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
};

/** Deletes a group and offers Undo, which restores it. */
async function deleteWithUndo(group: GroupResource): Promise<void> {
  await deleteGroup(group.id);
  toast({
    title: 'Group deleted',
    description: `${group.name} left your groups.`,
    variant: 'success',
    action: {
      label: 'Undo',
      altText: `Undo: restore ${group.name}`,
      onClick: () => {
        void restoreGroup(group.id)
          .then(() => toast({ title: 'Group restored', description: group.name, variant: 'success' }))
          .catch((error: unknown) => api.notifyFailure('The group could not be restored', error));
      },
    },
  });
}

/**
 * /b/groups: my saved groups of people to invite together (useGroups, 10 a page, newest first,
 * searched by name), with New group, Edit (a dialog with the ordered people) and Delete with Undo.
 */
export default function GroupsPage() {
  usePageTitle('Groups');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [editing, setEditing] = useState<GroupResource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GroupResource | null>(null);
  const list = useGroups({ q: q || undefined, page, perPage: TABLE_PAGE_SIZE });

  const setQuery = (change: ListSearchChange) => setParams(listSearch(params, change), { replace: true });

  const rows = list.data?.data ?? [];
  const empty = list.data !== undefined && list.data.meta.total === 0 && !q;
  const columns: TableColumn<GroupResource>[] = [
    {
      id: 'name',
      header: 'Group',
      cell: (group) => (
        <div className="groups-name">
          <span className="groups-name__title">{group.name}</span>
          {group.description ? <span className="client-muted">{group.description}</span> : null}
        </div>
      ),
    },
    {
      id: 'people',
      header: 'People',
      cell: (group) => (
        <div className="groups-name">
          <span>
            {group.members.length} {group.members.length === 1 ? 'person' : 'people'}
          </span>
          <span className="client-muted groups-people">{peopleOf(group)}</span>
        </div>
      ),
    },
    { id: 'updated', header: 'Updated', cell: (group) => formatDay(group.updatedAt) },
    {
      id: 'actions',
      header: <span className="ex-visually-hidden">Actions</span>,
      align: 'end',
      cell: (group) => (
        <div className="client-actions groups-actions">
          {group.abilities.edit ? (
            <RowAction label="Edit" of={group.name} onClick={() => setEditing(group)} />
          ) : null}
          {group.abilities.delete ? (
            <RowAction label="Delete" of={group.name} onClick={() => setDeleting(group)} />
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="groups-title" className="client-page">
      <header className="groups-header">
        <div>
          <h1 id="groups-title">Groups</h1>
          <p className="client-muted">
            Save the people you invite together, then fill a booking's seats in one go.
          </p>
        </div>
        {empty ? null : <Button onClick={() => setEditing('new')}>New group</Button>}
      </header>
      {empty ? null : (
        <search className="groups-search">
          <Input
            label="Search groups"
            hideLabel
            type="search"
            placeholder="Search by name"
            defaultValue={q}
            onChange={(event) => setQuery({ q: event.target.value })}
          />
        </search>
      )}
      {list.error ? (
        <LoadError error={list.error} retry={() => list.mutate()} what="your groups" />
      ) : empty ? (
        <EmptyState
          title="No groups yet"
          description="A group keeps the people you invite together, so a booking's seats are filled in one go."
          action={<Button onClick={() => setEditing('new')}>Create a group</Button>}
        />
      ) : (
        <Table<GroupResource>
          aria-labelledby="groups-title"
          className="groups-table"
          columns={columns}
          rows={rows}
          getRowId={(group) => group.id}
          loading={!list.data}
          paginated
          pageCount={list.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setQuery({ page: index + 1 })}
        />
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'New group' : 'Edit group'}
        description="A name, and the people in the order they get a booking's free seats."
        size="lg"
      >
        {editing !== null ? (
          <GroupForm
            key={editing === 'new' ? 'new' : editing.id}
            group={editing === 'new' ? undefined : editing}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete group?"
        description={`"${deleting?.name ?? ''}" leaves your groups. You can undo this right after.`}
        confirmLabel="Delete group"
        onConfirm={() => (deleting ? deleteWithUndo(deleting) : Promise.resolve())}
      />
    </section>
  );
}
