import type { GroupResource, Page } from '@exceed/api/contract';
import { useApi } from '@exceed/session';

/** The query of GET /v1/groups (groupListQuerySchema; the contract names no type for it). */
export type GroupListQuery = { q?: string; page?: number; perPage: number };

/**
 * GET /v1/groups: my saved groups of people, newest first, searched by name. Read by the groups page
 * and by a booking's "Invite a group"; their writes are in features/groups/groups-api.ts.
 */
export function useGroups(query: GroupListQuery) {
  return useApi<Page<GroupResource>>('/groups', query);
}
