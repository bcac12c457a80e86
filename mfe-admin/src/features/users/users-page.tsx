import { USER_STATUSES, type UserResource, type UserStatus } from '@exceed/contract';
import { Badge, formatEnum, Input, LoadError, Select, Table } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link } from 'react-router';
import { useListParams } from '../../lib/list-params.ts';
import { userName } from './user-name.ts';
import { UserStatusBadge } from './user-status-badge.tsx';
import { useUsers } from './users-api.ts';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...USER_STATUSES.map((status) => ({ value: status, label: formatEnum(status) })),
];

/** /admin/users: every user, searched by name, email or username and filtered by status, 10 a page. */
export default function UsersPage() {
  usePageTitle('Users');
  const list = useListParams();
  const status = list.get('status') as UserStatus | '';
  const users = useUsers({ q: list.q || undefined, status: status || undefined, page: list.page });

  return (
    <section aria-labelledby="users-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="users-title">Users</h1>
      </header>
      <search className="admin-filters">
        <Input
          label="Search users"
          type="search"
          placeholder="Name, email or username"
          defaultValue={list.q}
          onChange={(event) => list.change({ q: event.target.value })}
        />
        <Select
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => list.filter('status', value)}
        />
      </search>
      {users.error ? (
        <LoadError what="the users" retry={() => users.mutate()} />
      ) : (
        <Table<UserResource>
          aria-labelledby="users-title"
          rows={users.data?.data ?? []}
          loading={!users.data}
          getRowId={(row) => row.id}
          emptyText="No users match this search"
          paginated
          pageCount={users.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            {
              id: 'name',
              header: 'User',
              cell: (row) => <Link to={`/admin/users/${row.id}`}>{userName(row)}</Link>,
            },
            { id: 'username', header: 'Username', cell: (row) => row.username },
            { id: 'email', header: 'Email', cell: (row) => row.email },
            {
              id: 'roles',
              header: 'Roles',
              cell: (row) => (
                <span className="admin-badges">
                  {row.roles.map((role) => (
                    <Badge key={role} variant="primary">
                      {role}
                    </Badge>
                  ))}
                </span>
              ),
            },
            { id: 'status', header: 'Status', cell: (row) => <UserStatusBadge status={row.status} /> },
          ]}
        />
      )}
    </section>
  );
}
