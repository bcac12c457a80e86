import type {
  CreateTenantInput,
  One,
  Page,
  TeamMemberResource,
  TenantResource,
  TenantSummary,
  UpdateTenantInput,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/*
 * Every read and write of the Teams screens. A write refreshes the cached reads of its own first path
 * segment (the session client's revalidateReads): one under /tenants the list and the team, one under
 * /admin the summary, which says whether the team is suspended.
 */

/** GET /v1/tenants: every team, searched by name or slug, a page at a time. */
export function useTeams(query: { q?: string; page: number }) {
  return useApi<Page<TenantResource>>('/tenants', query);
}

/** GET /v1/tenants/{id}: one team. */
export function useTeam(id: string) {
  return useApi<One<TenantResource>>(`/tenants/${id}`);
}

/** GET /v1/admin/tenants/{id}/summary: the counts of its members, coaches, workshops, schedules, bookings. */
export function useTeamSummary(id: string) {
  return useApi<One<TenantSummary>>(`/admin/tenants/${id}/summary`);
}

/** GET /v1/tenants/{id}/members: its members of every status, a page at a time. */
export function useTeamMembers(id: string, page: number) {
  return useApi<Page<TeamMemberResource>>(`/tenants/${id}/members`, { page });
}

/** POST /v1/tenants: a new team. */
export function createTeam(body: CreateTenantInput) {
  return api.post<One<TenantResource>>('/tenants', body);
}

/** PATCH /v1/tenants/{id}: its details or its plan (the plan is the platform's to change). */
export function updateTeam(id: string, body: UpdateTenantInput) {
  return api.patch<One<TenantResource>>(`/tenants/${id}`, body);
}

/** POST /v1/admin/tenants/{id}/suspend: its members can no longer act in it, its schedules leave the marketplace. */
export function suspendTeam(id: string) {
  return api.post<One<TenantResource>>(`/admin/tenants/${id}/suspend`);
}

/** POST /v1/admin/tenants/{id}/reactivate: undoes a suspension. */
export function reactivateTeam(id: string) {
  return api.post<One<TenantResource>>(`/admin/tenants/${id}/reactivate`);
}

/** DELETE /v1/tenants/{id}: a soft delete (the Trash and Undo bring it back). */
export function deleteTeam(id: string) {
  return api.delete<void>(`/tenants/${id}`);
}

/** POST /v1/tenants/{id}/restore. */
export function restoreTeam(id: string) {
  return api.post<One<TenantResource>>(`/tenants/${id}/restore`);
}
