import type { ErrorBag } from '@exceed/contract';
import { bodyCheck, type UpdateUserInput, updateUserSchema } from '@exceed/contract';
import { toast } from '@exceed/design-system';
import { ApiError, sessionStore } from '@exceed/session';
import { updateUser } from './account-api.ts';

/** The field errors of a card's values (an update body), by the same dotted paths as the API's 422. */
export const checkUserUpdate: (values: object) => ErrorBag = bodyCheck(updateUserSchema);

/**
 * Sends a card's changed fields as a partial update of the signed-in user (SPEC §7), keeps the answer as
 * the session's user and says "User Updated" (SPEC §8). A 422 answers its field errors for the form; any
 * other failure was already shown by the API client, and is thrown on.
 */
export async function saveUserUpdate(changed: UpdateUserInput): Promise<ErrorBag | undefined> {
  const user = sessionStore.getState().user;
  if (!user) throw new Error('Settings are for signed-in users');
  try {
    const answer = await updateUser(user.id, changed);
    sessionStore.getState().signIn(answer.data);
    toast({ title: 'User Updated', description: 'Successfully updated.', variant: 'success' });
    return undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return error.errors;
    throw error;
  }
}
