import type { One, Page, RoleResource, UserResource, UserStatus } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/*
 * Every read and write of the Users screens. A write refreshes the cached reads of its own first path
 * segment (revalidateReads): the /admin/users writes refresh each other, so after one the user is read
 * again through `mutate` of the page's own read (useUser), which lives under /users.
 */

/** GET /v1/users: every user, searched by name, email or username, filtered by status, 10 a page. */
export function useUsers(query: { q?: string; status?: UserStatus; page: number }) {
  return useApi<Page<UserResource>>('/users', { ...query, include: 'profile' });
}

/** GET /v1/users/{id} with the profile and the coach profile. */
export function useUser(id: string) {
  return useApi<One<UserResource>>(`/users/${id}`, { include: 'profile,coachProfile' });
}

/** GET /v1/roles: the roles a user may be granted (all of them: a handful). */
export function useRoleChoices() {
  return useApi<Page<RoleResource>>('/roles', { perPage: 100 });
}

/** POST /v1/admin/users/{id}/suspend: they cannot sign in, and their sessions end. */
export function suspendUser(id: string) {
  return api.post<One<UserResource>>(`/admin/users/${id}/suspend`);
}

/** POST /v1/admin/users/{id}/reactivate. */
export function reactivateUser(id: string) {
  return api.post<One<UserResource>>(`/admin/users/${id}/reactivate`);
}

/** POST /v1/admin/users/{id}/roles: grants a global role. */
export function grantRole(id: string, role: string) {
  return api.post<One<UserResource>>(`/admin/users/${id}/roles`, { role });
}

/** DELETE /v1/admin/users/{id}/roles/{role}: revokes it (never a super-admin's own super-admin role: 422). */
export function revokeRole(id: string, role: string) {
  return api.delete<void>(`/admin/users/${id}/roles/${encodeURIComponent(role)}`);
}

/** POST /v1/admin/users/{id}/resend-verification: mails a fresh verification. */
export function resendVerification(id: string) {
  return api.post<void>(`/admin/users/${id}/resend-verification`);
}

/** DELETE /v1/users/{id}: a soft delete (the Trash and Undo bring it back). */
export function deleteUser(id: string) {
  return api.delete<void>(`/users/${id}`);
}

/** POST /v1/users/{id}/restore. */
export function restoreUser(id: string) {
  return api.post<One<UserResource>>(`/users/${id}/restore`);
}
