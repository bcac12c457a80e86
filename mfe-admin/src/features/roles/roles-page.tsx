import type { RoleResource } from '@exceed/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  LoadError,
  RowAction,
  removeWithUndo,
  Table,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { useListParams } from '../../lib/list-params.ts';
import { isBuiltInRole } from './built-in-roles.ts';
import { PermissionsSection } from './permissions-section.tsx';
import { RoleForm } from './role-form.tsx';
import { createRole, deleteRole, useRoles } from './roles-api.ts';

/**
 * /admin/roles: the roles (built-in ones protected: never renamed nor deleted) and the permissions they
 * are made of. A deleted role is gone for good, so its Undo creates it again as it was.
 */
export default function RolesPage() {
  usePageTitle('Roles and permissions');
  const list = useListParams();
  const roles = useRoles(list.page);
  const [editing, setEditing] = useState<RoleResource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RoleResource | null>(null);

  const remove = (role: RoleResource) =>
    removeWithUndo(
      () => deleteRole(role.id),
      () => createRole({ name: role.name, description: role.description, permissions: role.permissions }),
      'Role deleted',
      role.name,
    );

  return (
    <section aria-labelledby="roles-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="roles-title">Roles and permissions</h1>
        <Button onClick={() => setEditing('new')}>New role</Button>
      </header>
      {roles.error ? (
        <LoadError what="the roles" retry={() => roles.mutate()} />
      ) : (
        <Table<RoleResource>
          caption="Roles"
          rows={roles.data?.data ?? []}
          loading={!roles.data}
          getRowId={(row) => row.id}
          emptyText="No roles"
          paginated
          pageCount={roles.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            {
              id: 'name',
              header: 'Role',
              cell: (row) => (
                <span className="admin-badges">
                  {row.name}
                  {isBuiltInRole(row.name) ? <Badge variant="neutral">Built-in</Badge> : null}
                </span>
              ),
            },
            { id: 'description', header: 'Description', cell: (row) => row.description ?? '—' },
            { id: 'permissions', header: 'Permissions', cell: (row) => row.permissions.join(', ') || '—' },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) => (
                <span className="admin-row-actions">
                  <RowAction label="Edit" of={row.name} variant="outline" onClick={() => setEditing(row)} />
                  {isBuiltInRole(row.name) ? null : (
                    <RowAction label="Delete" of={row.name} onClick={() => setDeleting(row)} />
                  )}
                </span>
              ),
            },
          ]}
        />
      )}
      <PermissionsSection />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'New role' : `Edit ${editing?.name ?? 'role'}`}
        description="What the role is for and the permissions it grants."
      >
        {editing ? (
          <RoleForm role={editing === 'new' ? undefined : editing} onSaved={() => setEditing(null)} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete role?"
        description={`Users holding ${deleting?.name ?? 'it'} lose what it allows at once.`}
        confirmLabel="Delete role"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </section>
  );
}
