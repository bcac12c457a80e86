import { CONTENT_STATUSES, type ContentStatus, type WorkshopTemplateResource } from '@exceed/contract';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  formatEnum,
  formatMoney,
  Input,
  LoadError,
  RowAction,
  removeWithUndo,
  Select,
  StatusBadge,
  Table,
} from '@exceed/design-system';
import { usePageTitle, useSession } from '@exceed/session';
import { useEffect, useState } from 'react';
import { useListParams } from '../../lib/list-params.ts';
import { TemplateForm } from './template-form.tsx';
import { deleteTemplate, restoreTemplate, useTeamChoices, useTemplates } from './templates-api.ts';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...CONTENT_STATUSES.map((status) => ({ value: status, label: formatEnum(status) })),
];

/**
 * /admin/templates: the workshop templates coaches start from, team by team (the team is in the address,
 * ?team=slug, and becomes the session's current team, which the API reads from X-Team).
 */
export default function TemplatesPage() {
  usePageTitle('Workshop templates');
  const list = useListParams();
  const currentTeam = useSession((s) => s.tenantSlug);
  const setTenantSlug = useSession((s) => s.setTenantSlug);
  const team = list.get('team') || currentTeam;
  const status = list.get('status') as ContentStatus | '';
  const teams = useTeamChoices('');
  const templates = useTemplates(team, {
    q: list.q || undefined,
    status: status || undefined,
    page: list.page,
  });
  const [editing, setEditing] = useState<WorkshopTemplateResource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkshopTemplateResource | null>(null);

  useEffect(() => {
    if (team && team !== currentTeam) setTenantSlug(team);
  }, [team, currentTeam, setTenantSlug]);

  const remove = (template: WorkshopTemplateResource) =>
    removeWithUndo(
      () => deleteTemplate(template.id),
      () => restoreTemplate(template.id),
      'Template deleted',
      template.title,
    );

  return (
    <section aria-labelledby="templates-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="templates-title">Workshop templates</h1>
        <Button disabled={!team} onClick={() => setEditing('new')}>
          New template
        </Button>
      </header>
      <search className="admin-filters">
        <Select
          label="Team"
          placeholder="Choose a team"
          options={(teams.data?.data ?? []).map((choice) => ({ value: choice.slug, label: choice.name }))}
          value={team}
          onChange={(slug) => list.filter('team', slug)}
        />
        <Input
          label="Search templates"
          type="search"
          placeholder="Title"
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
      {!team ? (
        <EmptyState
          title="Choose a team"
          description="Templates belong to a team: pick one to see its catalogue."
        />
      ) : templates.error ? (
        <LoadError what="the templates" retry={() => templates.mutate()} />
      ) : (
        <Table<WorkshopTemplateResource>
          aria-labelledby="templates-title"
          rows={templates.data?.data ?? []}
          loading={!templates.data}
          getRowId={(row) => row.id}
          emptyText="No templates match"
          paginated
          pageCount={templates.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            { id: 'title', header: 'Template', cell: (row) => row.title },
            { id: 'level', header: 'Level', cell: (row) => formatEnum(row.level) },
            {
              id: 'price',
              header: 'Price',
              align: 'end',
              cell: (row) => formatMoney(row.price, row.currency),
            },
            { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) => (
                <span className="admin-row-actions">
                  <RowAction label="Edit" of={row.title} variant="outline" onClick={() => setEditing(row)} />
                  <RowAction label="Delete" of={row.title} onClick={() => setDeleting(row)} />
                </span>
              ),
            },
          ]}
        />
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'New template' : 'Edit template'}
        description="What coaches start a workshop from: its outline, level and price."
      >
        {editing ? (
          <TemplateForm template={editing === 'new' ? undefined : editing} onSaved={() => setEditing(null)} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete template?"
        description={`${deleting?.title ?? 'The template'} moves to the Trash, where it can be restored.`}
        confirmLabel="Delete template"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </section>
  );
}
