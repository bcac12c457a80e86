import type {
  CreateTenantInput,
  One,
  Page,
  TeamMemberResource,
  TenantResource,
  TenantSummary,
  UpdateTenantInput,
} from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';

/* Every read and write of the Teams screens. */

const teamsPath = '/tenants';
const teamPath = (id: string) => `/tenants/${id}` as const;
const summaryPath = (id: string) => `/admin/tenants/${id}/summary` as const;

/** A team's details change: the list and the team's page (the templates' team choice reads the list too). */
const changesTeam = (id: string): WriteOptions => ({ revalidates: [teamsPath, teamPath(id)] });
/** A suspension changes the summary alone: it is what says whether the team is suspended. */
const changesSuspension = (id: string): WriteOptions => ({ revalidates: [summaryPath(id)] });

/** GET /v1/tenants: every team, searched by name or slug, a page at a time. */
export function useTeams(query: { q?: string; page: number }) {
  return useApi<Page<TenantResource>>(teamsPath, query);
}

/** GET /v1/tenants/{id}: one team. */
export function useTeam(id: string) {
  return useApi<One<TenantResource>>(teamPath(id));
}

/**
 * GET /v1/admin/tenants/{id}/summary: the counts of its members, coaches, workshops, schedules, bookings,
 * and since when it is suspended.
 */
export function useTeamSummary(id: string) {
  return useApi<One<TenantSummary>>(summaryPath(id));
}

/** GET /v1/tenants/{id}/members: its members of every status, a page at a time. */
export function useTeamMembers(id: string, page: number) {
  return useApi<Page<TeamMemberResource>>(`${teamPath(id)}/members`, { page });
}

/** POST /v1/tenants: a new team; the list changes. */
export function createTeam(body: CreateTenantInput) {
  return api.post<One<TenantResource>>(teamsPath, body, { revalidates: [teamsPath] });
}

/** PATCH /v1/tenants/{id}: its details or its plan (the plan is the platform's to change). */
export function updateTeam(id: string, body: UpdateTenantInput) {
  return api.patch<One<TenantResource>>(teamPath(id), body, changesTeam(id));
}

/** POST /v1/admin/tenants/{id}/suspend: its members can no longer act in it, its schedules leave the marketplace. */
export function suspendTeam(id: string) {
  return api.post<One<TenantResource>>(`/admin/tenants/${id}/suspend`, undefined, changesSuspension(id));
}

/** POST /v1/admin/tenants/{id}/reactivate: undoes a suspension. */
export function reactivateTeam(id: string) {
  return api.post<One<TenantResource>>(`/admin/tenants/${id}/reactivate`, undefined, changesSuspension(id));
}

/**
 * DELETE /v1/tenants/{id}: a soft delete (the Trash and Undo bring it back). The list changes; the team's
 * own read is left alone, since it would answer 404 on the page being left.
 */
export function deleteTeam(id: string) {
  return api.delete<void>(teamPath(id), { revalidates: [teamsPath] });
}

/** POST /v1/tenants/{id}/restore. */
export function restoreTeam(id: string) {
  return api.post<One<TenantResource>>(`${teamPath(id)}/restore`, undefined, changesTeam(id));
}
