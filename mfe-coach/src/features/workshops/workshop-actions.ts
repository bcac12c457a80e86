import type { ContentStatus, One, WorkshopResource } from '@exceed/api/contract';
import { toast } from '@exceed/design-system';
import { api } from '@exceed/session';
import { removeWithUndo } from '../../lib/remove-with-undo.ts';

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
  const answer = await api.patch<One<WorkshopResource>>(`/workshops/${workshop.id}`, { status });
  toast({ title: STATUS_TOASTS[status], description: workshop.title, variant: 'success' });
  return answer.data;
}

/** Deletes a workshop, with "Undo" (POST /v1/workshops/{id}/restore) in the toast. */
export const deleteWorkshop = (workshop: WorkshopResource) =>
  removeWithUndo(`/workshops/${workshop.id}`, 'Workshop deleted', workshop.title);
