import type { WorkshopResource } from '@exceed/contract';
import { Button, Card, ConfirmDialog } from '@exceed/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteWorkshopWithUndo, setWorkshopStatus } from './workshop-actions.ts';
import { WorkshopForm } from './workshop-form.tsx';

/** The index tab: publish / archive, the edit form, and delete (with Undo). */
export function WorkshopDetailsTab({ workshop }: { workshop: WorkshopResource }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="coach-stack">
      <Card asChild>
        <section aria-labelledby="workshop-status-title">
          <Card.Header>
            <Card.Title id="workshop-status-title" as="h2">
              Publication
            </Card.Title>
            <Card.Description>
              {workshop.status === 'PUBLISHED'
                ? 'Published: its published schedules are open for booking.'
                : workshop.status === 'ARCHIVED'
                  ? 'Archived: hidden from the marketplace.'
                  : 'Draft: only you see it until you publish it.'}
            </Card.Description>
          </Card.Header>
          <Card.Footer className="coach-row-actions">
            {!workshop.abilities.publish ? null : workshop.status !== 'PUBLISHED' ? (
              <Button onClick={() => void setWorkshopStatus(workshop, 'PUBLISHED')}>Publish workshop</Button>
            ) : (
              <Button variant="outline" onClick={() => void setWorkshopStatus(workshop, 'ARCHIVED')}>
                Archive workshop
              </Button>
            )}
            {workshop.abilities.publish && workshop.status === 'ARCHIVED' ? (
              <Button variant="outline" onClick={() => void setWorkshopStatus(workshop, 'DRAFT')}>
                Back to draft
              </Button>
            ) : null}
            {workshop.abilities.delete ? (
              <Button variant="destructive" onClick={() => setDeleting(true)}>
                Delete workshop
              </Button>
            ) : null}
          </Card.Footer>
        </section>
      </Card>
      <Card asChild>
        <section aria-labelledby="workshop-edit-title">
          <Card.Header>
            <Card.Title id="workshop-edit-title" as="h2">
              Details
            </Card.Title>
          </Card.Header>
          <Card.Content>
            <WorkshopForm key={workshop.updatedAt} workshop={workshop} onSaved={() => undefined} />
          </Card.Content>
        </section>
      </Card>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete workshop?"
        description={`"${workshop.title}" leaves your workshops. You can undo this right after.`}
        confirmLabel="Delete workshop"
        onConfirm={async () => {
          await deleteWorkshopWithUndo(workshop);
          navigate('/c/workshops');
        }}
      />
    </div>
  );
}
