import { toast } from '@exceed/design-system/toast-store';

/**
 * Deletes something (`remove`, a soft delete) and says so in a toast whose "Undo" brings it back
 * (`restore`), for every list whose API has restore (SPEC's confirmation and Undo). Both calls come from
 * the feature's API file, bound to the item, e.g. `() => deleteWorkshop(id)` and `() => restoreWorkshop(id)`.
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
