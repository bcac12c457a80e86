import type { GroupListQuery, GroupResource, Page } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** The read of my groups, by path, for the groups feature's writes to name. */
export const groupsPath = '/groups';

/**
 * GET /v1/groups: my saved groups of people, newest first, searched by name. Read by the groups page
 * and by a booking's "Invite a group"; their writes are in features/groups/groups-api.ts.
 */
export function useGroups(query: Partial<GroupListQuery>) {
  return useApi<Page<GroupResource>>(groupsPath, query);
}
