import type { ContentStatus, WorkshopResource } from '@exceed/contract';
import { removeWithUndo, toast } from '@exceed/design-system';
import { deleteWorkshop, restoreWorkshop, updateWorkshop } from './workshops-api.ts';

const STATUS_TOASTS: Record<ContentStatus, string> = {
  PUBLISHED: 'Workshop published',
  ARCHIVED: 'Workshop archived',
  DRAFT: 'Workshop back to draft',
};

/** Moves a workshop's content status (publish, archive, back to draft) and says so. */
export async function setWorkshopStatus(
  workshop: WorkshopResource,
  status: ContentStatus,
): Promise<WorkshopResource> {
  const answer = await updateWorkshop(workshop.id, { status });
  toast({ title: STATUS_TOASTS[status], description: workshop.title, variant: 'success' });
  return answer.data;
}

/** Deletes a workshop, with "Undo" (restore) in the toast. */
export const deleteWorkshopWithUndo = (workshop: WorkshopResource) =>
  removeWithUndo(
    () => deleteWorkshop(workshop.id),
    () => restoreWorkshop(workshop.id),
    'Workshop deleted',
    workshop.title,
  );
