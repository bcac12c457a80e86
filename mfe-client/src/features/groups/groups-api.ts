import type { CreateGroupInput, GroupResource, One, UpdateGroupInput } from '@exceed/contract';
import { api, type WriteOptions } from '@exceed/session';
import { groupsPath } from '../../lib/my-groups-api.ts';

/** Every write of a group changes the one read of groups: the list, and a booking's "Invite a group". */
const changesGroups: WriteOptions = { revalidates: [groupsPath] };

/** POST /v1/groups: saves a new group. */
export function createGroup(body: CreateGroupInput) {
  return api.post<One<GroupResource>>(groupsPath, body, changesGroups);
}

/** PATCH /v1/groups/{id}: changes a group (a sent members list replaces the old one). */
export function updateGroup(id: string, body: UpdateGroupInput) {
  return api.patch<One<GroupResource>>(`/groups/${id}`, body, changesGroups);
}

/** DELETE /v1/groups/{id}: deletes a group (soft). */
export function deleteGroup(id: string) {
  return api.delete(`/groups/${id}`, changesGroups);
}

/** POST /v1/groups/{id}/restore: undoes deleteGroup. */
export function restoreGroup(id: string) {
  return api.post(`/groups/${id}/restore`, undefined, changesGroups);
}
