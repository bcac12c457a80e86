import type { WorkshopResource } from '@exceed/contract';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  formatDay,
  formatMoney,
  Input,
  type ListSearchChange,
  LoadError,
  listSearch,
  RowAction,
  StatusBadge,
  TABLE_PAGE_SIZE,
  Table,
} from '@exceed/design-system';
import { usePageTitle, useSession } from '@exceed/session';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { deleteWorkshopWithUndo, setWorkshopStatus } from './workshop-actions.ts';
import { WorkshopForm } from './workshop-form.tsx';
import { useCoachWorkshops } from './workshops-api.ts';

/**
 * /c/workshops: the coach's own workshops of the team (GET /v1/workshops?coachId=me), searched by title,
 * with New workshop (from a template or from scratch), publish / archive, edit and delete with Undo.
 */
export default function WorkshopsPage() {
  usePageTitle('Workshops');
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WorkshopResource | null>(null);
  const list = useCoachWorkshops(user?.id, { q: q || undefined, page, perPage: TABLE_PAGE_SIZE });

  const setQuery = (change: ListSearchChange) => setParams(listSearch(params, change), { replace: true });

  const rows = list.data?.data ?? [];
  const empty = !list.isLoading && !list.error && rows.length === 0 && !q;

  return (
    <section aria-labelledby="workshops-title" className="coach-page">
      <header className="coach-page__header">
        <h1 id="workshops-title">Workshops</h1>
        <Button onClick={() => setCreating(true)}>New workshop</Button>
      </header>
      <search className="coach-page__search">
        <Input
          label="Search workshops"
          hideLabel
          type="search"
          placeholder="Search by title"
          defaultValue={q}
          onChange={(event) => setQuery({ q: event.target.value })}
        />
      </search>
      {list.error ? (
        <LoadError what="your workshops" retry={() => list.mutate()} />
      ) : empty ? (
        <EmptyState
          title="No workshops yet"
          description="Create your first workshop to start taking bookings."
          action={<Button onClick={() => setCreating(true)}>New workshop</Button>}
        />
      ) : (
        <Table<WorkshopResource>
          aria-labelledby="workshops-title"
          rows={rows}
          loading={list.isLoading}
          getRowId={(row) => row.id}
          emptyText={`No workshops match "${q}"`}
          paginated
          pageCount={list.data?.meta.lastPage ?? 1}
          pageIndex={page - 1}
          onPageChange={(index) => setQuery({ page: index + 1 })}
          columns={[
            {
              id: 'title',
              header: 'Title',
              cell: (row) => <Link to={`/c/workshops/${row.id}`}>{row.title}</Link>,
            },
            { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
            {
              id: 'price',
              header: 'Price',
              align: 'end',
              cell: (row) => formatMoney(row.price, row.currency),
            },
            {
              id: 'seats',
              header: 'Seats',
              align: 'end',
              cell: (row) =>
                row.minSeats === row.maxSeats ? row.maxSeats : `${row.minSeats}–${row.maxSeats}`,
            },
            { id: 'updated', header: 'Updated', cell: (row) => formatDay(row.updatedAt) },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) => (
                <div className="coach-row-actions">
                  <Button asChild variant="ghost" size="sm">
                    <Link to={`/c/workshops/${row.id}`} aria-label={`Edit ${row.title}`}>
                      Edit
                    </Link>
                  </Button>
                  {!row.abilities.publish ? null : row.status === 'PUBLISHED' ? (
                    <RowAction
                      label="Archive"
                      of={row.title}
                      onClick={() => void setWorkshopStatus(row, 'ARCHIVED')}
                    />
                  ) : (
                    <RowAction
                      label="Publish"
                      of={row.title}
                      onClick={() => void setWorkshopStatus(row, 'PUBLISHED')}
                    />
                  )}
                  {row.abilities.delete ? (
                    <RowAction label="Delete" of={row.title} onClick={() => setDeleting(row)} />
                  ) : null}
                </div>
              ),
            },
          ]}
        />
      )}
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title="New workshop"
        description="Start from one of your team's templates or from scratch. It stays a draft until you publish it."
        size="lg"
      >
        <WorkshopForm
          onSaved={(workshop) => {
            setCreating(false);
            navigate(`/c/workshops/${workshop.id}`);
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete workshop?"
        description={`"${deleting?.title ?? ''}" leaves your workshops. You can undo this right after.`}
        confirmLabel="Delete workshop"
        onConfirm={() => (deleting ? deleteWorkshopWithUndo(deleting) : Promise.resolve())}
      />
    </section>
  );
}
