import type { One, UpdateUserInput } from '@exceed/api/contract';
import { api, loadIdentity, type SessionUser } from '@exceed/session';

/**
 * PUT /v1/user/avatar (multipart), without a toast (the card says "Upload failed"): the signed-in user's
 * new avatar. The session's user is no swr read, so this reads it again itself (GET /v1/user).
 */
export async function uploadAvatar(file: File): Promise<void> {
  const form = new FormData();
  form.set('file', file);
  await api.put('/user/avatar', form, { notify: false });
  await loadIdentity();
}

/**
 * PATCH /v1/users/{id}: a partial update of the signed-in user; the answer is the updated user, for the
 * session. Revalidates the cached /users reads.
 */
export function updateUser(id: string, changed: UpdateUserInput) {
  return api.patch<One<SessionUser>>(`/users/${id}`, changed);
}
