import type { One, Page, RoleResource, UserResource, UserStatus } from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';

/* Every read and write of the Users screens. */

const usersPath = '/users';
const userPath = (id: string) => `/users/${id}` as const;

/** A change of a user (status, roles) shows in the list and on the user's page. */
const changesUser = (id: string): WriteOptions => ({ revalidates: [usersPath, userPath(id)] });

/** GET /v1/users: every user, searched by name, email or username, filtered by status, 10 a page. */
export function useUsers(query: { q?: string; status?: UserStatus; page: number }) {
  return useApi<Page<UserResource>>(usersPath, { ...query, include: 'profile' });
}

/** GET /v1/users/{id} with the profile and the coach profile. */
export function useUser(id: string) {
  return useApi<One<UserResource>>(userPath(id), { include: 'profile,coachProfile' });
}

/** GET /v1/roles: the roles a user may be granted (all of them: a handful). */
export function useRoleChoices() {
  return useApi<Page<RoleResource>>('/roles', { perPage: 100 });
}

/** POST /v1/admin/users/{id}/suspend: they cannot sign in, and their sessions end. */
export function suspendUser(id: string) {
  return api.post<One<UserResource>>(`/admin/users/${id}/suspend`, undefined, changesUser(id));
}

/** POST /v1/admin/users/{id}/reactivate. */
export function reactivateUser(id: string) {
  return api.post<One<UserResource>>(`/admin/users/${id}/reactivate`, undefined, changesUser(id));
}

/** POST /v1/admin/users/{id}/roles: grants a global role. */
export function grantRole(id: string, role: string) {
  return api.post<One<UserResource>>(`/admin/users/${id}/roles`, { role }, changesUser(id));
}

/** DELETE /v1/admin/users/{id}/roles/{role}: revokes it (never a super-admin's own super-admin role: 422). */
export function revokeRole(id: string, role: string) {
  return api.delete<void>(`/admin/users/${id}/roles/${encodeURIComponent(role)}`, changesUser(id));
}

/** POST /v1/admin/users/{id}/resend-verification: mails a fresh verification; the user stays as they are. */
export function resendVerification(id: string) {
  return api.post<void>(`/admin/users/${id}/resend-verification`, undefined, { revalidates: [] });
}

/**
 * DELETE /v1/users/{id}: a soft delete (the Trash and Undo bring it back). The list changes; the user's
 * own read is left alone, since it would answer 404 on the page being left.
 */
export function deleteUser(id: string) {
  return api.delete<void>(userPath(id), { revalidates: [usersPath] });
}

/** POST /v1/users/{id}/restore. */
export function restoreUser(id: string) {
  return api.post<One<UserResource>>(`${userPath(id)}/restore`, undefined, changesUser(id));
}
