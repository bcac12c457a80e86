import { toast } from '@exceed/design-system';

/**
 * Deletes something (`remove`, a soft delete) and says so in a toast whose "Undo" brings it back
 * (`restore`), for every list of the coach area whose API has restore. Both calls come from the
 * feature's API file, bound to the item, e.g. `() => deleteWorkshop(id)` and `() => restoreWorkshop(id)`.
 */
export async function removeWithUndo(
  remove: () => Promise<unknown>,
  restore: () => Promise<unknown>,
  title: string,
  description: string,
): Promise<void> {
  await remove();
  toast({
    title,
    description,
    variant: 'success',
    action: {
      label: 'Undo',
      altText: `Undo: restore ${description}`,
      onClick: () => {
        void restore().then(() => toast({ title: 'Restored', variant: 'success' }));
      },
    },
  });
}
