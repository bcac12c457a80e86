import { bodyCheck, createPermissionSchema, type PermissionResource } from '@exceed/contract';
import {
  Button,
  ConfirmDialog,
  Form,
  Input,
  LoadError,
  RowAction,
  removeWithUndo,
  Table,
  toast,
  useForm,
} from '@exceed/design-system';
import { useState } from 'react';
import { createPermission, deletePermission, usePermissions } from './roles-api.ts';

const check = bodyCheck(createPermissionSchema);

/** The permissions roles are made of: listed 10 a page, added by name, deleted (Undo creates it again). */
export function PermissionsSection() {
  const [page, setPage] = useState(1);
  const permissions = usePermissions(page);
  const [deleting, setDeleting] = useState<PermissionResource | null>(null);
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: (values) => check({ name: values.name, description: values.description || null }),
    onSubmit: async (values, api) => {
      const answer = await createPermission({ name: values.name, description: values.description || null });
      toast({ title: 'Permission created', description: answer.data.name, variant: 'success' });
      api.reset();
    },
  });
  const remove = (permission: PermissionResource) =>
    removeWithUndo(
      () => deletePermission(permission.id),
      () => createPermission({ name: permission.name, description: permission.description }),
      'Permission deleted',
      permission.name,
    );

  return (
    <section aria-labelledby="permissions-title" className="admin-section">
      <h2 id="permissions-title">Permissions</h2>
      <Form form={form} aria-label="New permission" className="admin-filters">
        <Input label="Permission name" placeholder="users.update" {...form.register('name')} />
        <Input label="Permission description" {...form.register('description')} />
        <Button type="submit" variant="outline" disabled={form.submitting}>
          {form.submitting ? 'Saving...' : 'Add permission'}
        </Button>
      </Form>
      {permissions.error ? (
        <LoadError what="the permissions" retry={() => permissions.mutate()} />
      ) : (
        <Table<PermissionResource>
          aria-labelledby="permissions-title"
          rows={permissions.data?.data ?? []}
          loading={!permissions.data}
          getRowId={(row) => row.id}
          emptyText="No permissions"
          paginated
          pageCount={permissions.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setPage(index + 1)}
          columns={[
            { id: 'name', header: 'Permission', cell: (row) => row.name },
            { id: 'description', header: 'Description', cell: (row) => row.description ?? '—' },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) => <RowAction label="Delete" of={row.name} onClick={() => setDeleting(row)} />,
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete permission?"
        description={`Roles lose ${deleting?.name ?? 'it'} at once.`}
        confirmLabel="Delete permission"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </section>
  );
}
