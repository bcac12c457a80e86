import { type One, type UpdateUserInput, USER_INCLUDES, type UserResource } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/** Both profiles of the user, as the session loads it. */
const USER_QUERY = { include: USER_INCLUDES.join(',') };

/**
 * GET /v1/user: the signed-in user with both profiles, for the profile form. Not read again when the tab
 * regains focus: edits in progress must not be replaced by a refetch.
 */
export function useSignedInUser() {
  return useApi<One<UserResource>>('/user', USER_QUERY, { revalidateOnFocus: false });
}

/**
 * PATCH /v1/users/{id}: a partial update of a user (the coach profile's changed fields); answers the user
 * as the API kept it. It reads nothing again, not even the signed-in user's own read (/user): the caller
 * puts the answer there and in the session itself, so that no refetch replaces the form.
 */
export function updateUser(id: string, body: UpdateUserInput) {
  return api.patch<One<UserResource>>(`/users/${id}`, body, { revalidates: [] });
}
