import { toast } from '@exceed/design-system';
import { ApiError } from '@exceed/session';

/**
 * Says why an action outside a form failed. The API client already toasts every failure but a 422
 * (SPEC §8: no global toast), whose messages belong to a form; here there is none, so they go in a toast.
 */
export function toastFailure(title: string, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 422) return;
  const description = Object.values(error.errors).flat()[0] ?? error.message;
  toast({ title, description, variant: 'destructive' });
}
