import { toast } from '@exceed/design-system';
import { api } from '@exceed/session';

/**
 * Deletes `path` (a soft delete) and says so in a toast whose "Undo" restores it (POST `path`/restore),
 * for every list of the coach area whose API has restore.
 */
export async function removeWithUndo(path: string, title: string, description: string): Promise<void> {
  await api.delete(path);
  toast({
    title,
    description,
    variant: 'success',
    action: {
      label: 'Undo',
      altText: `Undo: restore ${description}`,
      onClick: () => {
        void api.post(`${path}/restore`).then(() => toast({ title: 'Restored', variant: 'success' }));
      },
    },
  });
}
