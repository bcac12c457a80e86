import type { One, UpdateUserInput } from '@exceed/contract';
import { api, type SessionUser } from '@exceed/session';

/**
 * PATCH /v1/users/{id}: saves a step of the user's profile (and, last, their status); the answer is the
 * updated user, for the session, which no cached read holds.
 */
export function updateUser(id: string, body: UpdateUserInput) {
  return api.patch<One<SessionUser>>(`/users/${id}`, body, { revalidates: [] });
}
