import type { WorkshopResource, WorkshopResourceItem } from '@exceed/contract';
import {
  Button,
  Dialog,
  formatEnum,
  LoadError,
  removeWithUndo,
  Switch,
  Table,
  toast,
  VisuallyHidden,
} from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { useEffect, useState } from 'react';
import { DownloadLink } from '../../lib/download-link.tsx';
import { useWorkshopResources } from '../../lib/workshop-resources-api.ts';
import { ResourceForm } from './resource-form.tsx';
import {
  deleteWorkshopResource,
  orderWorkshopResources,
  resourceFilePath,
  restoreWorkshopResource,
  updateWorkshopResource,
} from './workshops-api.ts';

/** Rows lose their hover highlight during a drag and get it back this long after (SPEC §4's 6 seconds). */
const HOVER_RESTORE_MS = 6000;

/** What a failed call says: a 422's first message, else the API's message. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.errors).flat()[0] ?? (error.message || 'Something went wrong.'))
    : 'Something went wrong.';

const sizeOf = (bytes: number | null | undefined) =>
  bytes == null ? '' : bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;

/**
 * The resources tab: the workshop's links, videos, documents, files, agents and bundles in their order.
 * Add one (files are uploaded), reorder by dragging, switch visibility and broadcast, delete with Undo.
 */
export function WorkshopResourcesTab({ workshop }: { workshop: WorkshopResource }) {
  const resources = useWorkshopResources(workshop.id);
  const manages = workshop.abilities.manageResources;
  const [rows, setRows] = useState<WorkshopResourceItem[]>([]);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (resources.data) setRows(resources.data.data);
  }, [resources.data]);

  /**
   * Saves a drag in one request (PUT .../order: every resource once, sortOrder = place). On a refusal the
   * list goes back as it was and a toast says so (the call is quiet: the toast here is the one message).
   */
  const move = async (from: number, to: number) => {
    const previous = rows;
    const next = [...rows];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setRows(next);
    try {
      const saved = await orderWorkshopResources(workshop.id, { ids: next.map((row) => row.id) });
      setRows(saved.data);
    } catch (error) {
      setRows(previous);
      toast({
        title: 'Order not saved',
        description: `${reasonOf(error)} The list is back as it was.`,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Order saved',
      description: `${moved.title} moved to place ${to + 1}.`,
      variant: 'success',
    });
  };

  const toggle = async (
    resource: WorkshopResourceItem,
    field: 'isVisible' | 'isBroadcast',
    value: boolean,
  ) => {
    setRows((current) => current.map((row) => (row.id === resource.id ? { ...row, [field]: value } : row)));
    await updateWorkshopResource(workshop.id, resource.id, { [field]: value });
  };

  return (
    <section aria-labelledby="resources-title" className="coach-stack">
      <header className="coach-section__header">
        <h2 id="resources-title">Resources</h2>
        {manages ? <Button onClick={() => setAdding(true)}>Add resource</Button> : null}
      </header>
      {resources.error ? (
        <LoadError what="the resources" retry={() => resources.mutate()} />
      ) : (
        <Table<WorkshopResourceItem>
          aria-labelledby="resources-title"
          rows={rows}
          loading={resources.isLoading}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.title}
          emptyText="No resources yet. Add links, videos and files for your attendees."
          onReorder={manages ? (from, to) => void move(from, to) : undefined}
          hoverRestoreDelay={HOVER_RESTORE_MS}
          columns={[
            {
              id: 'title',
              header: 'Title',
              cell: (row) =>
                row.filePath ? (
                  <DownloadLink path={resourceFilePath(row.filePath)} fileName={row.title}>
                    {row.title}
                  </DownloadLink>
                ) : row.url ? (
                  <a href={row.url} target="_blank" rel="noreferrer">
                    {row.title}
                  </a>
                ) : (
                  row.title
                ),
            },
            {
              id: 'type',
              header: 'Type',
              cell: (row) => [formatEnum(row.type), sizeOf(row.fileSize)].filter(Boolean).join(' · '),
            },
            {
              id: 'visible',
              header: 'Visible',
              cell: (row) => (
                <Switch
                  label={<VisuallyHidden>{`${row.title} visible to attendees`}</VisuallyHidden>}
                  checked={row.isVisible}
                  disabled={!manages}
                  onCheckedChange={(value) => void toggle(row, 'isVisible', value)}
                />
              ),
            },
            {
              id: 'broadcast',
              header: 'Broadcast',
              cell: (row) => (
                <Switch
                  label={<VisuallyHidden>{`Broadcast ${row.title}`}</VisuallyHidden>}
                  checked={row.isBroadcast}
                  disabled={!manages}
                  onCheckedChange={(value) => void toggle(row, 'isBroadcast', value)}
                />
              ),
            },
            {
              id: 'actions',
              header: <span className="ex-visually-hidden">Actions</span>,
              align: 'end',
              cell: (row) =>
                manages ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${row.title}`}
                    onClick={() =>
                      void removeWithUndo(
                        () => deleteWorkshopResource(workshop.id, row.id),
                        () => restoreWorkshopResource(workshop.id, row.id),
                        'Resource deleted',
                        row.title,
                      )
                    }
                  >
                    Delete
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title="Add resource"
        description="A link, video, agent or bundle by its address, or a file you upload."
      >
        <ResourceForm
          workshop={workshop}
          nextSortOrder={rows.reduce((top, row) => Math.max(top, row.sortOrder + 1), 0)}
          onSaved={() => setAdding(false)}
        />
      </Dialog>
    </section>
  );
}
