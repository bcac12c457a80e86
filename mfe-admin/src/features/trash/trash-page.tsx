import { TRASH_KINDS, type TrashItem, type TrashKind } from '@exceed/contract';
import { formatDateTime, LoadError, RowAction, Select, Table, toast } from '@exceed/design-system';
import { api, usePageTitle } from '@exceed/session';
import { useListParams } from '../../lib/list-params.ts';
import { restoreFromTrash, useTrash } from './trash-api.ts';

const KIND_LABELS: Record<TrashKind, string> = {
  bookings: 'Bookings',
  'booking-seats': 'Booking seats',
  tenants: 'Teams',
  workshops: 'Workshops',
  resources: 'Workshop resources',
  schedules: 'Schedules',
  templates: 'Workshop templates',
  users: 'Users',
  'job-postings': 'Job postings',
};

const KIND_OPTIONS = TRASH_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

const isKind = (value: string): value is TrashKind => (TRASH_KINDS as readonly string[]).includes(value);

/** /admin/trash: every soft-deleted record of one kind at a time (SPEC §4), each restorable. */
export default function TrashPage() {
  usePageTitle('Trash');
  const list = useListParams();
  const asked = list.get('kind');
  const kind: TrashKind = isKind(asked) ? asked : 'bookings';
  const trash = useTrash(kind, list.page);

  const restore = async (item: TrashItem) => {
    try {
      await restoreFromTrash(kind, item.id);
      toast({ title: 'Restored', description: item.label, variant: 'success' });
    } catch (error) {
      api.notifyFailure(`${item.label} was not restored`, error);
    }
  };

  return (
    <section aria-labelledby="trash-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="trash-title">Trash</h1>
      </header>
      <div className="admin-filters">
        <Select
          label="Kind"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(value) => list.filter('kind', value)}
        />
      </div>
      {trash.error ? (
        <LoadError what="the trash" retry={() => trash.mutate()} />
      ) : (
        <Table<TrashItem>
          caption={`Deleted ${KIND_LABELS[kind].toLowerCase()}`}
          rows={trash.data?.data ?? []}
          loading={!trash.data}
          getRowId={(row) => row.id}
          emptyText={`No deleted ${KIND_LABELS[kind].toLowerCase()}`}
          paginated
          pageCount={trash.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            { id: 'label', header: 'Record', cell: (row) => row.label },
            { id: 'team', header: 'Team', cell: (row) => row.tenant?.name ?? '—' },
            { id: 'deletedAt', header: 'Deleted', cell: (row) => formatDateTime(row.deletedAt) },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) => (
                <RowAction
                  label="Restore"
                  of={row.label}
                  variant="outline"
                  onClick={() => void restore(row)}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
